// @vitest-environment jsdom

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTexts } from '../../shared/api/auth-texts';
import { languageFromBrowser } from '../../shared/api/language';
import { ApiError } from '../api/client';
import { errorText } from '../api/error-text';
import { lastBootstrap, rememberBootstrap } from '../api/offline-copy';
import { Footer } from '../components/Footer';
import { clearSessionStorage } from '../lib/device-prefs';
import { moduleByKey } from '../registry';
import { MemoryRouter } from '../routes/router';
import { mockApi } from '../test/api-mock';
import { flush, renderRound, served } from '../test/quiz-fixtures';
import { stubMatchMedia } from '../test/setup';
import { setThemeChoice } from '../theme/theme';
import { LANGUAGE_KEY, setLanguage } from './lang';
import { loadServerMessages } from './server-messages';

afterEach(() => {
  setLanguage('en', { remember: false });
  setThemeChoice('system');
});

describe('the interface language', () => {
  it('defaults to Hindi for a browser that prefers any Hindi, English otherwise', () => {
    expect(languageFromBrowser(['hi-IN', 'en-IN'])).toBe('hi');
    expect(languageFromBrowser(['en-IN', 'hi'])).toBe('hi');
    expect(languageFromBrowser(['en-GB'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('switches every text on screen, <html lang> and the title, and is kept on this device', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('link', { name: 'संपर्क' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.title).toBe('सोपान');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
  });

  it('a round in Hindi: its buttons, the module’s label and feedback, the server’s end of the day', async () => {
    setLanguage('hi');
    await loadServerMessages();
    const module = moduleByKey('antonym');
    mockApi({
      [`GET /api${module.api.fetch}`]: () => ({
        endOfDay: true,
        message: "That's All for today! Come back tomorrow for more learning and fun",
      }),
      [`GET /api/me/today/${module.key}`]: () => ({ endOfDay: false, rows: [] }),
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'अभ्यास शुरू करें' }));
    await flush();
    expect(screen.getByText('आज के लिए बस इतना ही! कल फिर आइए — और सीखिए, और आनंद लीजिए।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुखपृष्ठ पर जाएँ' })).toBeTruthy();
  });

  it('offline, a round says it needs a connection, and Try again goes on once it is back', async () => {
    const module = moduleByKey('antonym');
    let online = false;
    const api = mockApi({
      [`GET /api${module.api.fetch}`]: () => served(module, 1),
      [`GET /api/me/today/${module.key}`]: () => ({ endOfDay: false, rows: [] }),
    });
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    await renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    expect(screen.getByRole('status').textContent).toBe(
      'You need a connection to get the next question. Connect to the internet and try again.',
    );
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getByText('प्रश्न1')).toBeTruthy();
    // The answer cannot leave either: the round says so, and keeps it for another try.
    online = false;
    fireEvent.change(screen.getByLabelText('Antonym'), { target: { value: 'उत्तर' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'You need a connection to send your answer. Connect to the internet and submit again.',
    );
    expect((screen.getByLabelText('Antonym') as HTMLInputElement).value).toBe('उत्तर');
  });

  it('server messages in Hindi; one this app does not know, or no connection, gives the screen’s own text', async () => {
    await loadServerMessages();
    const taken = new ApiError(409, authTexts.emailTaken);
    expect(errorText(taken, 'fallback')).toBe(authTexts.emailTaken);
    setLanguage('hi');
    expect(errorText(taken, 'fallback')).toBe('इस ई-मेल से एक खाता पहले से है। कृपया लॉग इन करें।');
    expect(errorText(new ApiError(400, 'Something new.'), 'स्क्रीन का अपना पाठ')).toBe('स्क्रीन का अपना पाठ');
    expect(errorText(new ApiError(0, 'offline'), 'स्क्रीन का अपना पाठ')).toBe('स्क्रीन का अपना पाठ');
  });
});

describe('what this device keeps', () => {
  it('the last bootstrap, for an offline start: the learner stays themselves', async () => {
    const user = {
      _id: 'u1',
      email: 'asha@example.com',
      firstName: 'आशा',
      lastName: 'Verma',
      phone: '9876543210',
      pro: false,
      admin: false,
      language: 'hi' as const,
    };
    rememberBootstrap({
      user,
      config: {
        VAKYA_SHUDHI_QUESTIONS_PER_DAY: 2,
        contact: { email: '', phone: '', address: '' },
        allowDesktop: false,
      },
      quizTimes: {},
      quizLimits: {},
      moduleAvailability: {},
    });
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { startBootstrap } = await import('../api/bootstrap');
    // Only what an offline start shows is kept: no e-mail, phone or last name (issue 24 item 17).
    expect((await startBootstrap()).user).toEqual({ ...user, email: '', lastName: '', phone: '' });
    expect(lastBootstrap()?.user?.firstName).toBe('आशा');
    const kept = localStorage.getItem('sopan:lastBootstrap')!;
    for (const personal of [user.email, user.phone, user.lastName]) expect(kept).not.toContain(personal);
  });

  it('a logout clears the session’s storage, not the phone’s language, theme or dismissed install offer', () => {
    localStorage.setItem('sopan:lastBootstrap', '{}');
    localStorage.setItem('mcqScore_20260301', '{}');
    setLanguage('hi');
    setThemeChoice('dark');
    localStorage.setItem('sopan:installDismissed', '1');
    clearSessionStorage();
    expect(localStorage.getItem('sopan:lastBootstrap')).toBeNull();
    expect(localStorage.getItem('mcqScore_20260301')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(localStorage.getItem('sopan:theme')).toBe('dark');
    expect(localStorage.getItem('sopan:installDismissed')).toBe('1');
  });

  it('the theme: <html data-theme> holds the chosen theme, or the system’s', () => {
    setThemeChoice('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemeChoice('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    stubMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    setThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('sopan:theme')).toBeNull();
    stubMatchMedia(() => false);
    setThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
