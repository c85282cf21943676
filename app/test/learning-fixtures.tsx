import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultSettings } from '../../shared/settings';
import type { User } from '../api/auth';
import type { Stats } from '../api/learning';
import { AppConfigProvider } from '../providers/app-config';
import { SessionProvider, useSession } from '../providers/session';
import { MemoryRouter } from '../routes/router';
import { flush } from './quiz-fixtures';

export const learner: User = {
  _id: 'u1',
  email: 'asha@example.com',
  firstName: 'Asha',
  language: 'en',
  lastName: 'Verma',
  phone: '9876543210',
  pro: false,
  admin: false,
};

/** The last seven days ending on `today` (YYYY-MM-DD), oldest first. */
export function weekEnding(today: string, tallies: [answered: number, correct: number][]): Stats['week'] {
  const [y, m, d] = today.split('-').map(Number);
  return tallies.map(([answered, correct], i) => {
    const date = new Date(Date.UTC(y!, m! - 1, d! - (tallies.length - 1 - i)));
    return { day: date.toISOString().slice(0, 10), answered, correct };
  });
}

/** GET /api/me/stats for a learner three days into a streak, 7 of 10 answered today, two reviews due. */
export function statsFixture(over: Partial<Stats> = {}): Stats {
  return {
    streak: { current: 3, best: 5, freezes: 1, todayCounts: false },
    today: { answered: 7, correct: 5, goal: 10 },
    review: { due: 2 },
    modules: {
      sandhi: {
        today: { answered: 7, correct: 5, limit: 10, done: false },
        total: { answered: 40, correct: 30 },
      },
      antonym: {
        today: { answered: 1, correct: 1, limit: 1, done: true },
        total: { answered: 8, correct: 2 },
      },
    },
    week: weekEnding('2026-03-10', [
      [0, 0],
      [10, 8],
      [12, 9],
      [0, 0],
      [10, 10],
      [11, 7],
      [7, 5],
    ]),
    ...over,
  };
}

/** The calls home makes before it shows the tiles (settings as the defaults). */
export function homeCalls(user: User | null) {
  const settings = defaultSettings();
  return {
    'GET /api/auth/check': () => ({ isAuthenticated: !!user, user }),
    'GET /api/config': () => ({
      VAKYA_SHUDHI_QUESTIONS_PER_DAY: 2,
      contact: { email: '', phone: '', address: '' },
      allowDesktop: true,
    }),
    'GET /api/config/quiz': () => settings.quizTimes,
    'GET /api/config/quiz-limits': () => settings.quizLimits,
    'GET /api/module-availability': () => settings.moduleAvailability,
  };
}

function WhenReady({ children }: { children: ReactNode }) {
  return useSession().status === 'ready' ? children : null;
}

/** A screen with the session and config providers, shown once the session check answered (as the shell does). */
export async function renderWithSession(ui: ReactNode, path = '/') {
  const view = render(
    <AppConfigProvider>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <WhenReady>{ui}</WhenReady>
        </MemoryRouter>
      </SessionProvider>
    </AppConfigProvider>,
  );
  await flush();
  await flush();
  return view;
}
