import type { z } from 'zod';
import type { resetBody, SessionInfo, signupBody, User } from '../../shared/api/auth';
import type { Language } from '../../shared/api/language';
import { currentLanguage, languageChosen } from '../i18n/lang';
import { api } from './client';
import { useRequest } from './use-request';

export type { SessionInfo, User };

interface WithUser {
  user: User;
  message: string;
}
interface Message {
  message: string;
}

export const checkAuth = (signal?: AbortSignal) =>
  api.get<{ isAuthenticated: boolean; user: User | null }>('/auth/check', { signal });
/** With two-step login on, the password alone answers `totpRequired` and the code comes next. */
export type LoginAnswer = WithUser | { totpRequired: true; message: string };
export const login = (email: string, password: string) =>
  api.post<LoginAnswer>('/login', { email, password });
export const loginWithCode = (code: string) => api.post<WithUser>('/login/totp', { code });
export const logout = () => api.post<Message>('/logout');
/** The code mail goes in the interface language the visitor sees (docs/product.md §8). */
export const sendSignupCode = (email: string) =>
  api.post<Message>('/send-otp-email', { email, language: currentLanguage() });
export const verifySignupCode = (email: string, otp: string) =>
  api.post<Message>('/verify-otp-email', { email, otp });
/** The account keeps a language only if the visitor chose one (docs/product.md §8). */
export const signUp = (details: z.output<typeof signupBody>) =>
  api.post<WithUser>('/signUp', { ...details, ...(languageChosen() ? { language: currentLanguage() } : {}) });
export const sendResetLink = (email: string) => api.post<Message>('/forgot-password/send-link', { email });
export const resetPassword = (body: z.output<typeof resetBody>) =>
  api.post<Message>('/forgot-password/reset', body);

export const getMe = (signal?: AbortSignal) => api.get<User>('/auth/me', { signal });
export const updateMe = (fields: { firstName: string; lastName: string; phone: string; email: string }) =>
  api.put<User>('/auth/me', fields);

/** The interface language, kept on the account (the profile's switch, the first-visit chooser). */
export const updateLanguage = (language: Language) => api.put<User>('/auth/me', { language });

/** The profile screen reads the user fresh from the server. */
export const useMe = () => useRequest(getMe, []);

export const changePassword = (body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => api.post<Message>('/auth/change-password', body);
export const getSessions = (signal?: AbortSignal) =>
  api.get<{ sessions: SessionInfo[] }>('/auth/sessions', { signal });
export const endSessionById = (id: string) => api.delete<Message>(`/auth/sessions/${encodeURIComponent(id)}`);
export const setUpTotp = () => api.post<{ secret: string; otpauthUrl: string }>('/auth/totp/setup');
export const enableTotp = (code: string) => api.post<Message>('/auth/totp/enable', { code });
export const disableTotp = (code: string) => api.post<Message>('/auth/totp/disable', { code });
/** Everything the server holds about the learner, as the JSON the download saves. */
export const exportMyData = () => api.get<Record<string, unknown>>('/auth/me/export');
export const deleteMyAccount = (password: string) => api.delete<Message>('/auth/me', { body: { password } });
