// @vitest-environment jsdom
import '../../test/setup';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reminder } from '../../api/reminders';
import { remindersTexts } from '../../i18n/catalogue/reminders';
import { setLanguage } from '../../i18n/lang';
import { INSTALL_DISMISSED_KEY } from '../../lib/device-prefs';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';
import { stubMatchMedia } from '../../test/setup';
import { captureInstallPrompt } from '../install/install-prompt';
import { ReminderCard } from './ReminderCard';

const t = remindersTexts.en;
// The server's key, base64url, and the bytes the browser must be given.
const KEY = 'BAECAwQ';
const KEY_BYTES = [4, 1, 2, 3, 4];
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/phone-1';
const keys = { p256dh: 'BPp256dh', auth: 'authkey' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface PhoneOptions {
  permission?: NotificationPermission;
  /** What the prompt answers. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  subscribeFails?: boolean;
  push?: boolean;
  userAgent?: string;
  standalone?: boolean;
}

/** The browser's side in jsdom (which has none of it): permission, the worker, its push manager. */
function phone(o: PhoneOptions = {}) {
  const { answer = 'granted', push = true } = o;
  const notification = {
    permission: o.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: new Uint8Array(KEY_BYTES).buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys }),
    unsubscribe: vi.fn(async () => true),
  };
  let held = o.subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => held),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      if (o.subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
      held = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  if (push) vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: o.userAgent ?? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari/537.36',
  });
  stubMatchMedia((q) => q === '(display-mode: standalone)' && !!o.standalone);
  return { notification, pushManager, subscription };
}

const reminder = (over: Partial<Reminder> = {}): Reminder => ({
  enabled: false,
  time: '19:00',
  devices: 0,
  paused: false,
  ...over,
});

/**
 * The server's reminder calls, answering as it does (the PUT body echoed with the devices; an
 * endpoint it holds already, among `held`, is not another device).
 */
function server(start: Reminder, held: string[] = []) {
  let state = start;
  const endpoints = new Set(held);
  return mockApi({
    'GET /api/me/reminder': () => state,
    'PUT /api/me/reminder': (call) => {
      const body = call.body as { enabled: boolean; time: string };
      state = { ...state, ...body, paused: state.paused && !body.enabled };
      return state;
    },
    'GET /api/push/key': () => ({ publicKey: KEY }),
    'POST /api/push/subscriptions': (call) => {
      const { endpoint } = call.body as { endpoint: string };
      if (!endpoints.has(endpoint)) state = { ...state, devices: state.devices + 1 };
      endpoints.add(endpoint);
      return { status: 201, body: { devices: state.devices } };
    },
  });
}

async function renderCard() {
  render(<ReminderCard />);
  await flush();
  return screen.getByRole('region', { name: remindersTexts.en.title });
}

const toggle = () => screen.getByRole('switch', { name: t.remind }) as HTMLInputElement;

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
  for (const name of ['serviceWorker', 'userAgent']) Reflect.deleteProperty(navigator, name);
  stubMatchMedia();
});

describe('the daily reminder on the profile', () => {
  it('asks nothing until the switch is tapped; then asks, subscribes with the server key, stores the phone, saves', async () => {
    const browser = phone();
    const api = server(reminder());
    const card = await renderCard();
    expect(toggle().checked).toBe(false);
    expect(within(card).getByText(t.off)).toBeTruthy();
    expect((within(card).getByLabelText(t.time) as HTMLInputElement).value).toBe('19:00');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(toggle());
    // Asked in the tap itself, before any answer from the server.
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    await flush();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual(KEY_BYTES);
    expect(api.callsTo('POST', '/api/push/subscriptions')[0]!.body).toEqual({
      endpoint: ENDPOINT,
      keys,
      language: 'en',
    });
    expect(api.callsTo('PUT', '/api/me/reminder')[0]!.body).toEqual({ enabled: true, time: '19:00' });
    expect(toggle().checked).toBe(true);
    expect(within(card).getByText(t.on(1))).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('permission refused on the tap: says how to allow it, saves nothing, stays off', async () => {
    const browser = phone({ answer: 'denied' });
    const api = server(reminder());
    const card = await renderCard();
    fireEvent.click(toggle());
    await flush();
    expect(within(card).getByRole('alert').textContent).toBe(t.denied);
    expect(t.denied).toContain('Site settings');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(toggle().checked).toBe(false);
  });

  it('notifications blocked before: says so at once; a dismissed prompt asks to choose Allow', async () => {
    phone({ permission: 'denied' });
    server(reminder());
    let card = await renderCard();
    expect(within(card).getByRole('alert').textContent).toBe(t.denied);
    cleanup();

    phone({ answer: 'default' });
    server(reminder());
    card = await renderCard();
    expect(within(card).queryByRole('alert')).toBeNull();
    fireEvent.click(toggle());
    await flush();
    expect(within(card).getByRole('alert').textContent).toBe(t.dismissed);
  });

  it('a subscription the browser cannot make: says so, and the reminder stays off', async () => {
    phone({ subscribeFails: true });
    const api = server(reminder());
    const card = await renderCard();
    fireEvent.click(toggle());
    await flush();
    expect(within(card).getByRole('alert').textContent).toBe(t.failed);
    expect(api.callsTo('POST', '/api/push/subscriptions')).toEqual([]);
    expect(api.callsTo('PUT', '/api/me/reminder')).toEqual([]);
    expect(toggle().checked).toBe(false);
  });

  it('turning off saves enabled false and keeps the phone subscribed; a new time is saved while on', async () => {
    const browser = phone({ permission: 'granted', subscribed: true });
    const api = server(reminder({ enabled: true, devices: 2, time: '07:30' }), [ENDPOINT]);
    const card = await renderCard();
    expect(toggle().checked).toBe(true);
    expect(within(card).getByText(t.on(2))).toBeTruthy();
    expect(within(card).queryByRole('button', { name: t.alsoHere })).toBeNull();

    fireEvent.change(within(card).getByLabelText(t.time), { target: { value: '06:45' } });
    await flush();
    expect(api.callsTo('PUT', '/api/me/reminder').map((c) => c.body)).toEqual([
      { enabled: true, time: '06:45' },
    ]);

    fireEvent.click(toggle());
    await flush();
    expect(api.callsTo('PUT', '/api/me/reminder')[1]!.body).toEqual({ enabled: false, time: '06:45' });
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(toggle().checked).toBe(false);
    expect(within(card).getByText(t.off)).toBeTruthy();

    // While off, a new time waits for the next turn-on.
    fireEvent.change(within(card).getByLabelText(t.time), { target: { value: '20:15' } });
    await flush();
    expect(api.callsTo('PUT', '/api/me/reminder')).toHaveLength(2);
    fireEvent.click(toggle());
    await flush();
    expect(api.callsTo('PUT', '/api/me/reminder')[2]!.body).toEqual({ enabled: true, time: '20:15' });
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('paused after days away: a kind word and one tap to resume', async () => {
    phone({ permission: 'granted', subscribed: true });
    const api = server(reminder({ enabled: true, paused: true, devices: 1 }), [ENDPOINT]);
    const card = await renderCard();
    expect(within(card).getByRole('heading', { name: t.pausedTitle })).toBeTruthy();
    expect(within(card).getByText(t.paused)).toBeTruthy();
    expect(within(card).queryByRole('switch')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: t.resume }));
    await flush();
    expect(api.callsTo('PUT', '/api/me/reminder').map((c) => c.body)).toEqual([
      { enabled: true, time: '19:00' },
    ]);
    expect(within(card).queryByRole('heading', { name: t.pausedTitle })).toBeNull();
    expect(toggle().checked).toBe(true);
    expect(within(card).getByText(t.on(1))).toBeTruthy();
  });

  it('resumes for the other devices when this phone cannot subscribe, and says why this one cannot', async () => {
    phone({ permission: 'granted', subscribeFails: true });
    const api = server(reminder({ enabled: true, paused: true, devices: 1 }));
    const card = await renderCard();
    fireEvent.click(within(card).getByRole('button', { name: t.resume }));
    await flush();
    expect(api.callsTo('PUT', '/api/me/reminder').map((c) => c.body)).toEqual([
      { enabled: true, time: '19:00' },
    ]);
    expect(within(card).getByRole('alert').textContent).toBe(t.failed);
    expect(within(card).getByText(t.on(1))).toBeTruthy();
  });

  it('on for another phone, not this one: offers this phone too', async () => {
    const browser = phone({ permission: 'granted' });
    const api = server(reminder({ enabled: true, devices: 1 }));
    const card = await renderCard();
    fireEvent.click(within(card).getByRole('button', { name: t.alsoHere }));
    await flush();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/api/push/subscriptions')).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/me/reminder')).toEqual([]);
    expect(within(card).getByText(t.on(2))).toBeTruthy();
    expect(within(card).queryByRole('button', { name: t.alsoHere })).toBeNull();
  });

  it('iPhone in a Safari tab: the Home Screen first, the switch off limits; installed, it works', async () => {
    const browser = phone({ userAgent: IPHONE, push: false });
    server(reminder());
    let card = await renderCard();
    expect(within(card).getByText(t.iosSteps)).toBeTruthy();
    expect(toggle().disabled).toBe(true);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    cleanup();

    phone({ userAgent: IPHONE, standalone: true });
    server(reminder());
    card = await renderCard();
    expect(within(card).queryByText(t.iosSteps)).toBeNull();
    expect(toggle().disabled).toBe(false);
  });

  it('a browser without push: says so, and offers the install prompt when the browser has one', async () => {
    phone({ push: false });
    server(reminder());
    captureInstallPrompt();
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    // Dismissed after a round once: the profile offers it all the same.
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    let card = await renderCard();
    expect(within(card).getByText(t.unsupported)).toBeTruthy();
    expect(toggle().disabled).toBe(true);
    act(() => {
      window.dispatchEvent(offer);
    });
    card = screen.getByRole('region', { name: t.title });
    expect(within(card).getByText(t.installFirst)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: t.install }));
    await flush();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(within(card).getByText(t.unsupported)).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    act(() => setLanguage('hi', { remember: false }));
    phone();
    server(reminder({ enabled: true, devices: 3 }));
    render(<ReminderCard />);
    await flush();
    const hi = remindersTexts.hi;
    const card = screen.getByRole('region', { name: hi.title });
    expect(within(card).getByRole('switch', { name: hi.remind })).toBeTruthy();
    expect(within(card).getByText(hi.on(3))).toBeTruthy();
    expect(hi.on(3)).toBe('चालू है। यह 3 उपकरणों पर आता है।');
    expect(hi.on(1)).toBe('चालू है। यह 1 उपकरण पर आता है।');
  });
});
