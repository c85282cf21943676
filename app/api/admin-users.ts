import type { User } from '../../shared/api/auth';
import { api } from './client';

export const findUsers = (q: string, signal?: AbortSignal) =>
  api.get<{ users: User[] }>(`/admin/users${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal });
/** Granting or removing admin needs the acting admin's password (`currentPassword`). */
export const setUserRights = (
  id: string,
  rights: { pro?: boolean; admin?: boolean; teacher?: boolean; currentPassword?: string },
) => api.patch<User>(`/admin/users/${id}`, rights);
