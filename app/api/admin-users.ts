import type { User } from '../../shared/api/auth';
import { api } from './client';

export const findUsers = (q: string, signal?: AbortSignal) =>
  api.get<{ users: User[] }>(`/admin/users${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal });
export const setUserRights = (id: string, rights: { pro?: boolean; admin?: boolean }) =>
  api.patch<User>(`/admin/users/${id}`, rights);
