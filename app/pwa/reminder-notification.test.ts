import { describe, expect, it } from 'vitest';
import { appPath, REMINDER_TAG, reminderNotification } from './reminder-notification';

const origin = 'https://sopan.example';

describe('the reminder the service worker shows', () => {
  it('shows the server’s title and body, one tag, the app’s icon and badge, and keeps the url', () => {
    expect(
      reminderNotification({ title: '🔥 7 दिन का सिलसिला', body: 'आज के 10 प्रश्न बाकी।', url: '/review' }),
    ).toEqual({
      title: '🔥 7 दिन का सिलसिला',
      options: {
        body: 'आज के 10 प्रश्न बाकी।',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: REMINDER_TAG,
        data: { url: '/review' },
      },
    });
    expect(REMINDER_TAG).toBe('daily-reminder');
  });

  it('still shows the app’s name for a message it cannot read (the browser requires a notification)', () => {
    for (const payload of [null, 'text', { title: 7, url: ['x'] }])
      expect(reminderNotification(payload)).toMatchObject({
        title: 'Sopan — सोपान',
        options: { body: '', data: { url: '/' } },
      });
  });

  it('leads a tap to a path of the app only; another origin, a scheme or nonsense goes home', () => {
    expect(appPath('/review', origin)).toBe('/review');
    expect(appPath('/quiz/sandhi?from=reminder#top', origin)).toBe('/quiz/sandhi?from=reminder#top');
    expect(appPath(`${origin}/user-journey`, origin)).toBe('/user-journey');
    for (const url of [
      'https://evil.example/review',
      '//evil.example/review',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://sopan.example/review',
      '',
      undefined,
      42,
    ])
      expect(appPath(url, origin), String(url)).toBe('/');
  });
});
