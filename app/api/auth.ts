import type { z } from 'zod';
import type { resetBody, signupBody, User } from '../../shared/api/auth';
import { api } from './client';
import { useRequest } from './use-request';

export type { User };

interface WithUser {
  user: User;
  message: string;
}
interface Message {
  message: string;
}

export const checkAuth = (signal?: AbortSignal) =>
  api.get<{ isAuthenticated: boolean; user: User | null }>('/auth/check', { signal });
export const login = (email: string, password: string) => api.post<WithUser>('/login', { email, password });
export const logout = () => api.post<Message>('/logout');
export const sendSignupCode = (email: string) => api.post<Message>('/send-otp-email', { email });
export const verifySignupCode = (email: string, otp: string) =>
  api.post<Message>('/verify-otp-email', { email, otp });
export const signUp = (details: z.output<typeof signupBody>) => api.post<WithUser>('/signUp', details);
export const sendResetLink = (email: string) => api.post<Message>('/forgot-password/send-link', { email });
export const resetPassword = (body: z.output<typeof resetBody>) =>
  api.post<Message>('/forgot-password/reset', body);

export const getMe = (signal?: AbortSignal) => api.get<User>('/auth/me', { signal });
export const updateMe = (fields: { firstName: string; lastName: string; phone: string; email: string }) =>
  api.put<User>('/auth/me', fields);

/** The profile screen reads the user fresh from the server. */
export const useMe = () => useRequest(getMe, []);
