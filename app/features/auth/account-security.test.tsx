// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '../../components/Footer';
import { securityTexts as catalogue } from '../../i18n/catalogue/security';
import UsersScreen from '../../routes/admin/UsersScreen';
import { mockApi } from '../../test/api-mock';
import { renderWithToasts, shownMessages } from '../../test/messages';
import { flush } from '../../test/quiz-fixtures';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataRights } from './DataRights';
import { LoginForm } from './LoginForm';
import { SessionsList } from './SessionsList';
import { SignupDetails } from './SignupDetails';

const securityTexts = catalogue.en;

import TotpSettings from './TotpSettings';

const weak = {
  status: 400,
  body: {
    error: 'Bad Request',
    message:
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
  },
};
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account security screens', () => {
  it('change password: checks the confirmation here, shows the server’s strength reason on the new password', async () => {
    const api = mockApi({ 'POST /api/auth/change-password': () => weak });
    await renderWithToasts(<ChangePasswordForm />);
    type('Current password', 'my old password');
    type('New password', 'password1234');
    type('Confirm new password', 'password13');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await flush();
    expect(shownMessages()).toEqual(['Passwords do not match']);
    expect(api.calls).toHaveLength(0);
    type('New password', 'short');
    type('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await flush();
    expect(shownMessages()).toEqual(['Password must be at least 12 characters.']);
    type('New password', 'password1234');
    type('Confirm new password', 'password1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await flush();
    expect(api.calls[0]!.body).toEqual({
      currentPassword: 'my old password',
      newPassword: 'password1234',
      confirmPassword: 'password1234',
    });
    expect(shownMessages()).toEqual([weak.body.message]);
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain('hint');
    expect(screen.getByText(securityTexts.passwordHint)).toBeTruthy();
  });

  it('change password: success is a toast and the fields are emptied', async () => {
    mockApi({ 'POST /api/auth/change-password': () => ({ message: 'Password changed.' }) });
    await renderWithToasts(<ChangePasswordForm />);
    type('Current password', 'my old password');
    type('New password', 'violet kettle orbit');
    type('Confirm new password', 'violet kettle orbit');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await flush();
    expect(shownMessages()).toEqual(['Password changed.']);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('sessions: this device marked, another one ended with its End button', async () => {
    const api = mockApi({
      'GET /api/auth/sessions': () => ({
        sessions: [
          {
            id: 'a1',
            current: true,
            createdAt: '2026-05-01T04:00:00Z',
            lastSeenAt: '2026-05-02T04:00:00Z',
            userAgent:
              'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
          },
          {
            id: 'b2',
            current: false,
            createdAt: '2026-04-20T04:00:00Z',
            lastSeenAt: '2026-04-28T04:00:00Z',
            userAgent:
              'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
          },
        ],
      }),
      'DELETE /api/auth/sessions/b2': () => ({ message: 'That session has ended.' }),
    });
    await renderWithToasts(<SessionsList />);
    await flush();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Chrome on Android')).toBeTruthy();
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End the session on Safari on iPhone or iPad' }));
    await flush();
    expect(api.callsTo('DELETE', '/api/auth/sessions/b2')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(shownMessages()).toEqual(['That session has ended.']);
  });

  it('data: the export is saved as a file; deletion asks for the password and says why it refuses', async () => {
    const api = mockApi({
      'GET /api/auth/me/export': () => ({ profile: { email: 'asha@example.com' }, attempts: [] }),
      'DELETE /api/auth/me': (call) =>
        (call.body as { password: string }).password === 'right one'
          ? { message: 'Your account and your progress have been deleted.' }
          : { status: 403, body: { error: 'Forbidden', message: 'Your current password is not right.' } },
    });
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          saved.push(b);
          return 'blob:x';
        },
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onDeleted = vi.fn();
    await renderWithToasts(<DataRights onDeleted={onDeleted} />);
    expect(screen.getByRole('link', { name: securityTexts.privacyLink }).getAttribute('href')).toBe(
      '/privacy',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await flush();
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await saved[0]!.text())).toEqual({
      profile: { email: 'asha@example.com' },
      attempts: [],
    });

    expect(screen.queryByLabelText(securityTexts.deletePassword)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(securityTexts.deleteWarning)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete for ever' }));
    await flush();
    expect(api.callsTo('DELETE', '/api/auth/me')).toHaveLength(0);
    type(securityTexts.deletePassword, 'wrong one');
    fireEvent.click(screen.getByRole('button', { name: 'Delete for ever' }));
    await flush();
    expect(shownMessages()).toContain('Your current password is not right.');
    expect(onDeleted).not.toHaveBeenCalled();
    type(securityTexts.deletePassword, 'right one');
    fireEvent.click(screen.getByRole('button', { name: 'Delete for ever' }));
    await flush();
    expect(api.callsTo('DELETE', '/api/auth/me').map((c) => c.body)).toEqual([
      { password: 'wrong one' },
      { password: 'right one' },
    ]);
    expect(onDeleted).toHaveBeenCalledWith('Your account and your progress have been deleted.');
  });

  it('login: with two-step login on, the code is asked for next and sent to /login/totp', async () => {
    const api = mockApi({
      'POST /api/login': () => ({ totpRequired: true, message: 'Enter the 6-digit code.' }),
      'POST /api/login/totp': (call) =>
        (call.body as { code: string }).code === '123456'
          ? { message: 'Login successful!', user: { _id: 'u1', email: 'a@b.co' } }
          : { status: 400, body: { error: 'Bad Request', message: 'That code is not right.' } },
    });
    const onLoggedIn = vi.fn();
    await renderWithToasts(<LoginForm onLoggedIn={onLoggedIn} />);
    type('Email', 'admin@example.com');
    type('Password', 'an admin password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await flush();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Two-step login' })).toBeTruthy();
    type('6-digit code', '12a34');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(shownMessages()).toEqual(['The code is 6 digits.']);
    type('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(shownMessages()).toEqual(['That code is not right.']);
    type('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(api.callsTo('POST', '/api/login/totp').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    expect(onLoggedIn).toHaveBeenCalledWith({ _id: 'u1', email: 'a@b.co' });
  });

  it('two-step setup: the key as a QR code, as text and as a link; a code turns it on', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const otpauthUrl = `otpauth://totp/Sopan:admin%40example.com?secret=${secret}&issuer=Sopan`;
    const api = mockApi({
      'POST /api/auth/totp/setup': () => ({ secret, otpauthUrl }),
      'POST /api/auth/totp/enable': () => ({ message: 'Two-step login is on.' }),
    });
    const onChange = vi.fn();
    await renderWithToasts(<TotpSettings enabled={false} onChange={onChange} />);
    expect(screen.getByRole('status').textContent).toBe(securityTexts.totpOff);
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step login' }));
    await flush();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByText(otpauthUrl)).toBeTruthy();
    const qr = screen.getByRole('img', { name: securityTexts.totpQrAlt });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    type('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await flush();
    expect(api.callsTo('POST', '/api/auth/totp/enable')[0]!.body).toEqual({ code: '123456' });
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('sign-up: the server’s strength reason marks the password field', async () => {
    mockApi({ 'POST /api/signUp': () => weak });
    await renderWithToasts(<SignupDetails email="asha@example.com" onSignedUp={() => {}} />);
    type('First name', 'Asha');
    type('Last name', 'Rao');
    type('Phone', '9876543210');
    type('Password', 'password1234');
    type('Confirm password', 'password1234');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await flush();
    expect(shownMessages()).toEqual([weak.body.message]);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('admin rights: changing admin asks for the acting admin’s password; pro does not', async () => {
    const user = {
      _id: 'u2',
      email: 'kavita@example.com',
      firstName: 'Kavita',
      lastName: '',
      phone: '',
      pro: false,
      admin: false,
    };
    const api = mockApi({
      'GET /api/admin/users': () => ({ users: [user] }),
      'PATCH /api/admin/users/u2': (call) => ({ ...user, ...(call.body as object) }),
    });
    await renderWithToasts(<UsersScreen />);
    await flush();
    fireEvent.click(screen.getByLabelText('Admin'));
    expect(screen.getByText(securityTexts.adminPasswordPrompt(user.email, true))).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admin/users/u2')).toHaveLength(0);
    type('Your password', 'my admin password');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    expect(api.callsTo('PATCH', '/api/admin/users/u2')[0]!.body).toEqual({
      admin: true,
      currentPassword: 'my admin password',
    });
    fireEvent.click(screen.getByLabelText('Pro'));
    await flush();
    expect(api.callsTo('PATCH', '/api/admin/users/u2')[1]!.body).toEqual({ pro: true });
    // A teacher (docs/product.md §12): no password asked, as for pro.
    fireEvent.click(screen.getByLabelText('Teacher'));
    await flush();
    expect(api.callsTo('PATCH', '/api/admin/users/u2')[2]!.body).toEqual({ teacher: true });
    expect((screen.getByLabelText('Teacher') as HTMLInputElement).checked).toBe(true);
  });

  it('the footer links the privacy notice', async () => {
    await renderWithToasts(<Footer />);
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
  });
});
