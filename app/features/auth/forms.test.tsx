// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import ResetPasswordScreen from '../../routes/ResetPasswordScreen';
import { mockApi } from '../../test/api-mock';
import { flush } from '../../test/quiz-fixtures';
import { LoginForm } from './LoginForm';
import { avatarLetter } from './ProfileCard';

describe('account form texts', () => {
  it("login: 'Both fields are required', then the server's message for a wrong password", async () => {
    const api = mockApi({
      'POST /api/login': () => ({
        status: 401,
        body: { error: 'Unauthorized', message: 'Invalid email or password.' },
      }),
    });
    render(
      <MemoryRouter>
        <LoginForm onLoggedIn={() => {}} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Both fields are required');
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Asha@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await flush();
    expect(api.calls[0]!.body).toEqual({ email: 'asha@example.com', password: 'wrong password' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password.');
  });

  it("reset: 'Passwords do not match'", async () => {
    const api = mockApi({});
    render(
      <MemoryRouter initialEntries={['/reset-password/abc.defghijklmnop']}>
        <Routes>
          <Route path="/reset-password/:token" element={<ResetPasswordScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a good password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'another one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(api.calls).toHaveLength(0);
  });

  it("the profile avatar is the first name's first letter, or U", () => {
    expect(avatarLetter('asha')).toBe('A');
    expect(avatarLetter('सीमा')).toBe('स');
    expect(avatarLetter('  ')).toBe('U');
  });
});
