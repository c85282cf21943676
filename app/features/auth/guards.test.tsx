// @vitest-environment jsdom
import '../../test/setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../api/auth';
import { SessionProvider } from '../../providers/session';
import { MemoryRouter, Route, Routes, useLocation } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';
import { RequireAdmin, RequireLogin } from './guards';
import { peekSavedPath, savePath, takeReturnPath } from './saved-path';

const learner: User = {
  _id: 'u1',
  email: 'asha@example.com',
  firstName: 'Asha',
  language: 'en',
  lastName: 'Verma',
  phone: '9876543210',
  pro: false,
  admin: false,
};

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname} from=${(location.state as { from?: string } | null)?.from ?? ''}`}</p>
  );
}

async function renderAt(path: string, user: User | null) {
  mockApi({ 'GET /api/auth/check': () => ({ isAuthenticated: !!user, user }) });
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<Where />} />
          <Route path="/login" element={<Where />} />
          <Route
            path="/sandhi"
            element={
              <RequireLogin>
                <p>sandhi quiz</p>
              </RequireLogin>
            }
          />
          <Route
            path="/admin/mcq"
            element={
              <RequireAdmin>
                <p>mcq admin</p>
              </RequireAdmin>
            }
          />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  await flush();
}

describe('route guards', () => {
  it('sends a visitor from a login-required path to /login and remembers it', async () => {
    await renderAt('/sandhi?x=1', null);
    expect(screen.getByTestId('where').textContent).toBe('/login from=/sandhi?x=1');
    expect(peekSavedPath()).toBe('/sandhi?x=1');
    expect(screen.queryByText('sandhi quiz')).toBeNull();
  });

  it('lets a logged-in learner in', async () => {
    await renderAt('/sandhi', learner);
    expect(screen.getByText('sandhi quiz')).toBeTruthy();
    expect(peekSavedPath()).toBeNull();
  });

  it('keeps admin pages for admins: a learner goes to /, a visitor to /login', async () => {
    await renderAt('/admin/mcq', learner);
    expect(screen.getByTestId('where').textContent).toBe('/ from=');
    expect(screen.queryByText('mcq admin')).toBeNull();
  });

  it('sends a visitor from an admin page to /login', async () => {
    await renderAt('/admin/mcq', null);
    expect(screen.getByTestId('where').textContent).toBe('/login from=/admin/mcq');
  });

  it('lets an admin in', async () => {
    await renderAt('/admin/mcq', { ...learner, admin: true });
    expect(screen.getByText('mcq admin')).toBeTruthy();
  });

  it('shows an admin who must turn two-step login on the setup, not the page', async () => {
    await renderAt('/admin/mcq', { ...learner, admin: true, totpSetupRequired: true });
    expect(await screen.findByRole('heading', { name: 'Turn on two-step login first' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Set up two-step login' })).toBeTruthy();
    expect(screen.queryByText('mcq admin')).toBeNull();
  });
});

describe('where login returns to', () => {
  it('is the saved path, otherwise the page they came from, otherwise /', async () => {
    await renderAt('/sandhi', null);
    expect(takeReturnPath('/about')).toBe('/sandhi');
    expect(takeReturnPath('/about')).toBe('/about');
    expect(takeReturnPath(undefined)).toBe('/');
    expect(takeReturnPath('/login')).toBe('/');
  });

  it('never returns to another site written as a path (//host, /\\host)', () => {
    for (const path of ['//evil.example/login', '/\\evil.example']) {
      savePath(path);
      expect(peekSavedPath(), path).toBeNull();
      expect(takeReturnPath(path), path).toBe('/');
    }
  });
});
