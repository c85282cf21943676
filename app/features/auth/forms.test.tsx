// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ForgotPasswordScreen from '../../routes/ForgotPasswordScreen';
import ResetPasswordScreen from '../../routes/ResetPasswordScreen';
import { Route, Routes } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { renderWithToasts, shownMessages } from '../../test/messages';
import { flush } from '../../test/quiz-fixtures';
import { LoginForm } from './LoginForm';
import { avatarLetter } from './ProfileCard';

const token = 'abc.defghijklmnop';

async function renderReset() {
  await renderWithToasts(
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPasswordScreen />} />
    </Routes>,
    [`/reset-password/${token}`],
  );
}

describe('account form texts', () => {
  it("login: 'Both fields are required', then the server's message for a wrong password, once", async () => {
    const api = mockApi({
      'POST /api/login': () => ({
        status: 401,
        body: { error: 'Unauthorized', message: 'Invalid email or password.' },
      }),
    });
    await renderWithToasts(<LoginForm onLoggedIn={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await flush();
    expect(shownMessages()).toEqual(['Both fields are required']);
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Asha@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await flush();
    expect(api.calls[0]!.body).toEqual({ email: 'asha@example.com', password: 'wrong password' });
    // Inline only: no toast repeats it.
    expect(shownMessages()).toEqual(['Invalid email or password.']);
  });

  it("reset: 'Passwords do not match' on the confirmation, sent to nobody", async () => {
    const api = mockApi({});
    await renderReset();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a good password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'another one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await flush();
    expect(shownMessages()).toEqual(['Passwords do not match']);
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('reset: sends the confirmation too; success is one toast, the card only says where next', async () => {
    const api = mockApi({
      'POST /api/forgot-password/reset': () => ({ message: 'Password reset successful. Please log in.' }),
    });
    await renderReset();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a good password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a good password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await flush();
    expect(api.calls[0]!.body).toEqual({
      token,
      password: 'a good password',
      confirmPassword: 'a good password',
    });
    expect(shownMessages()).toEqual(['Password reset successful. Please log in.']);
    expect(screen.getByRole('status').textContent).toBe('Taking you to the login page…');
  });

  it('forgot password: the sent message replaces the form, with no toast repeating it', async () => {
    mockApi({
      'POST /api/forgot-password/send-link': () => ({
        message: 'If an account exists for this email, a reset link has been sent.',
      }),
    });
    await renderWithToasts(<ForgotPasswordScreen />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await flush();
    expect(screen.getByRole('status').textContent).toBe(
      'Reset link sent! Check your email.If an account exists for this email, a reset link has been sent.',
    );
    expect(shownMessages()).toEqual([]);
  });

  it("the profile avatar is the first name's first letter, or U", () => {
    expect(avatarLetter('asha')).toBe('A');
    expect(avatarLetter('सीमा')).toBe('स');
    expect(avatarLetter('  ')).toBe('U');
  });
});
