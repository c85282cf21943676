// @vitest-environment jsdom

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../test/setup';
import { MobileGate } from './MobileGate';
import { isMobileDevice } from './mobile-device';

const PIXEL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function device(options: { ua: string; width: number; height: number; touch: boolean }) {
  Object.defineProperty(window.navigator, 'userAgent', { value: options.ua, configurable: true });
  Object.defineProperty(window.navigator, 'maxTouchPoints', {
    value: options.touch ? 5 : 0,
    configurable: true,
  });
  Object.defineProperty(window, 'innerWidth', { value: options.width, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: options.height, configurable: true });
  stubMatchMedia((q) => options.touch && q === '(pointer: coarse)');
}
const phone = { ua: PIXEL_UA, width: 412, height: 915, touch: true };

describe('the mobile-only gate', () => {
  afterEach(() => device({ ...phone, touch: false, ua: DESKTOP_UA, width: 1024, height: 768 }));

  it('lets a phone in, in either orientation, and keeps a desktop out', () => {
    device(phone);
    expect(isMobileDevice()).toBe(true);
    device({ ...phone, width: 915, height: 412 });
    expect(isMobileDevice()).toBe(true);
    device({ ...phone, width: 700 });
    expect(isMobileDevice()).toBe(false);
    device({ ...phone, touch: false });
    expect(isMobileDevice()).toBe(false);
    device({ ...phone, ua: DESKTOP_UA });
    expect(isMobileDevice()).toBe(false);
  });

  it('is checked again on resize, and ALLOW_DESKTOP lifts it', () => {
    device(phone);
    const { rerender } = render(
      <MobileGate lifted={false}>
        <p>the app</p>
      </MobileGate>,
    );
    expect(screen.getByText('the app')).toBeTruthy();
    act(() => {
      device({ ...phone, width: 1280, height: 800 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('heading', { name: 'Mobile Only' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
    rerender(
      <MobileGate lifted>
        <p>the app</p>
      </MobileGate>,
    );
    expect(screen.getByText('the app')).toBeTruthy();
  });
});
