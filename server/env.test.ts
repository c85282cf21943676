import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('environment contract', () => {
  it('has defaults for everything', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      APP_URL: 'http://localhost:3000',
      APP_TIMEZONE: 'Asia/Kolkata',
      TRANSLIT_PROVIDER: 'builtin',
      ALLOW_DESKTOP: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
  });

  it.each([
    ['PORT', 'eighty', /^Configuration error: PORT /],
    ['APP_TIMEZONE', 'Mars/Olympus', /APP_TIMEZONE must be an IANA time zone/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must start with postgres/],
    ['APP_URL', 'localhost', /APP_URL must be an absolute URL/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must start with smtp/],
    ['TRANSLIT_PROVIDER', 'bing', /TRANSLIT_PROVIDER/],
    ['ADMIN_PASSWORD', 'short', /ADMIN_PASSWORD must be at least 12 characters/],
  ])('stops on a bad %s with one line naming it', (name, value, message) => {
    let error: unknown;
    try {
      loadEnv({ [name]: value, ADMIN_EMAIL: 'a@b.co' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('needs ADMIN_EMAIL with ADMIN_PASSWORD', () => {
    expect(() => loadEnv({ ADMIN_PASSWORD: 'long enough to pass' })).toThrow(
      /ADMIN_EMAIL is required when ADMIN_PASSWORD is set/,
    );
  });
});
