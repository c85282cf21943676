import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Sopan';
const PERIOD_SECONDS = 30;

/**
 * The key TOTP secrets are stored under (AES-256-GCM): TOTP_KEY when set (every instance of a
 * PostgreSQL deployment must share it), else a random key kept in DATA_DIR/totp.key (0600),
 * made on first use. A database copy alone does not give anyone the admins' second factor.
 */
export function totpKeySource(config: { totpKey?: string; dataDir: string }): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    if (key) return key;
    if (config.totpKey) {
      key = createHash('sha256').update(config.totpKey).digest();
      return key;
    }
    const file = path.join(config.dataDir, 'totp.key');
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte hex key.`);
    return key;
  };
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

export function openSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith('v1.')) throw new Error('Unknown TOTP secret format.');
  const bytes = Buffer.from(stored.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** A new base32 secret (160 bits, as authenticator apps expect) and its otpauth:// URL. */
export function newTotpSecret(accountName: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret({ length: 20 });
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: accountName, secret }) };
}

/**
 * Checks a 6-digit code (RFC 6238, SHA-1, 30 s) against the current step and one either side;
 * a step at or before `lastStep` is refused, so each code is used once. Answers the step used.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      period: PERIOD_SECONDS,
      epochTolerance: PERIOD_SECONDS,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
