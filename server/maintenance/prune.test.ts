import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDriver, loggedInUser } from '../../tests/helpers/app';
import { queryRows } from '../db/client';
import { pruneExpired } from './prune';

describeEachDriver('pruning', (t) => {
  it('deletes expired or idle sessions (an admin session after 30 minutes), devices unused for a year, codes, used or expired reset links, old rate windows and security events over 180 days; keeps live ones', async () => {
    const { user } = await loggedInUser(t());
    const db = t().database.db;
    for (const statement of [
      sql`insert into sessions (user_id, token_hash, expires_at) values (${user.id}, 'old', now() - interval '1 minute')`,
      sql`insert into sessions (user_id, token_hash, expires_at, last_seen_at)
        values (${user.id}, 'idle', now() + interval '20 days', now() - interval '8 days')`,
      // An admin's session idle 31 minutes is over; a learner's is not.
      sql`insert into sessions (user_id, token_hash, expires_at, last_seen_at, idle_minutes)
        values (${user.id}, 'admin-idle', now() + interval '1 hour', now() - interval '31 minutes', 30)`,
      sql`insert into sessions (user_id, token_hash, expires_at, last_seen_at)
        values (${user.id}, 'learner-31-minutes', now() + interval '20 days', now() - interval '31 minutes')`,
      sql`insert into known_devices (user_id, token_hash, last_used_at) values
        (${user.id}, 'gone', now() - interval '366 days'), (${user.id}, 'kept', now() - interval '300 days')`,
      sql`insert into email_codes (email, code_hash, sent_at, expires_at) values
        ('old@example.com', 'x', now() - interval '3 days', now() - interval '2 days'),
        ('new@example.com', 'x', now(), now() + interval '10 minutes')`,
      sql`insert into reset_tokens (user_id, token_hash, expires_at, used_at) values
        (${user.id}, 'used', now() + interval '1 hour', now()),
        (${user.id}, 'expired', now() - interval '1 minute', null),
        (${user.id}, 'live', now() + interval '1 hour', null)`,
      sql`insert into rate_hits (bucket, key, window_start, hits) values
        ('login', 'a', now() - interval '2 days', 3), ('login', 'b', now(), 1)`,
      sql`insert into security_events (user_id, event, ip, details, created_at) values
        (${user.id}, 'login.failure', '10.0.0.1', '{}', now() - interval '181 days'),
        (${user.id}, 'login.success', '10.0.0.1', '{}', now())`,
    ])
      await db.execute(statement);
    expect(await pruneExpired(db)).toEqual({
      sessions: 3,
      knownDevices: 1,
      loginChallenges: 0,
      emailCodes: 1,
      resetTokens: 2,
      rateHits: 1,
      securityEvents: 1,
    });
    const left = await queryRows<{ what: string }>(
      db,
      sql`select 'session' as what from sessions union all select email from email_codes
          union all select token_hash from known_devices
          union all select token_hash from reset_tokens union all select key from rate_hits
          union all select event from security_events`,
    );
    expect(left.map((r) => r.what).sort()).toEqual([
      'b',
      'kept',
      'live',
      'login.success',
      'new@example.com',
      'session',
      'session',
    ]);
  });
});
