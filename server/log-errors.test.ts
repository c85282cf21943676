/** Issue 24 item 10: a database error reaches the log without its query's parameters. */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../tests/helpers/app';
import { errorForLog } from './log-redaction';

describeEachDriver('database errors in the log', (t) => {
  it('keep the code, message and stack, never the parameters or the detail quoting them', async () => {
    const secret = 'asha.secret@example.com';
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA';
    const err = await t()
      .database.db.execute(sql`select ${secret}::int, ${hash}::text`)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    // Unredacted, the error carries both (this is what the audit saw in the log).
    expect(JSON.stringify({ message: (err as Error).message, ...(err as object) })).toContain(secret);
    let written = '';
    const log = pino(
      { serializers: { err: errorForLog } },
      new Writable({
        write(chunk, _encoding, done) {
          written += String(chunk);
          done();
        },
      }),
    );
    log.error({ err }, 'unhandled error');
    expect(written).not.toContain(secret);
    expect(written).not.toContain('argon2');
    expect(JSON.parse(written).err).toMatchObject({
      message: expect.stringMatching(/^Failed query: select/),
    });
    expect(JSON.parse(written).err.cause).toMatchObject({
      code: '22P02',
      message: expect.stringContaining('invalid input syntax for type integer'),
    });
  });
});
