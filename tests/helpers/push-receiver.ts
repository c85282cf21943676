import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback, speaking what a browser's push service does: it takes Web Push
 * messages over https (a certificate made by tests/global-setup.ts, trusted by the server through
 * NODE_EXTRA_CA_CERTS), checks the VAPID signature (RFC 8292) and decrypts the aes128gcm
 * payload (RFC 8188, RFC 8291) with the device's own keys, as the browser would.
 */

export interface Device {
  id: string;
  endpoint: string;
  /** What a browser's PushSubscription.toJSON() gives the app to send to the server. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The status the push service answers for this device (410: the learner unsubscribed). */
  status: number;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export interface Received {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID public key (k=) the message was signed with, its signature checked. */
  vapidKey: string;
  payload: unknown;
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, the key id is the sender's public key. */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) and answers the key. */
function checkVapid(header: string | undefined, audience: string): string {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const [jwt, key] = [m[1]!, m[2]!];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number };
  if (body.aud !== audience) throw new Error(`VAPID audience ${body.aud}, expected ${audience}`);
  if (body.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return key;
}

/**
 * Starts the receiver. `decrypt: false` answers 201 to any /push/ path without reading the
 * message (a benchmark measures the sender, not the receiver).
 */
export async function startPushReceiver(options: { decrypt?: boolean } = {}) {
  const cert = process.env.PUSH_TEST_CERT;
  const key = process.env.PUSH_TEST_KEY;
  if (!cert || !key) throw new Error('PUSH_TEST_CERT/PUSH_TEST_KEY unset: tests/global-setup.ts makes them');
  const devices = new Map<string, Device>();
  const received: Received[] = [];
  const errors: string[] = [];
  let count = 0;
  const server = https.createServer(
    { cert: fs.readFileSync(cert), key: fs.readFileSync(key) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        count++;
        if (options.decrypt === false) {
          res.writeHead(req.url?.startsWith('/push/') ? 201 : 404).end();
          return;
        }
        const device = devices.get((req.url ?? '').replace('/push/', ''));
        if (!device) {
          res.writeHead(404).end();
          return;
        }
        try {
          const vapidKey = checkVapid(req.headers.authorization, origin);
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          received.push({
            device: device.id,
            headers: req.headers,
            vapidKey,
            payload: JSON.parse(decrypt(device, Buffer.concat(chunks))),
          });
        } catch (err) {
          errors.push(String(err));
          res.writeHead(400).end();
          return;
        }
        res.writeHead(device.status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    errors,
    /** Messages posted (decrypted or not). */
    get count() {
      return count;
    },
    /** A new device (a browser profile's subscription) on this push service. */
    device(): Device {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      const device: Device = {
        id,
        endpoint,
        status: 201,
        ecdh,
        auth,
        subscription: {
          endpoint,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
