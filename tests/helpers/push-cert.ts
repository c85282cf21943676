import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A certificate for the loopback push receiver (tests/helpers/push-receiver.ts), made with
 * openssl. web-push always speaks TLS, so the process under test trusts it as a production server
 * trusts a push service: through NODE_EXTRA_CA_CERTS, read when Node starts — set it here before
 * the processes that send are started.
 */
export function makePushCertificate(): { cert: string; key: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-push-ca-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
      ],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  process.env.NODE_EXTRA_CA_CERTS = cert;
  process.env.PUSH_TEST_CERT = cert;
  process.env.PUSH_TEST_KEY = key;
  return { cert, key };
}
