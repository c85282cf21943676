import type { Settings, SettingsPatch } from '../../shared/settings';
import { api } from './client';
import { useRequest } from './use-request';

export type { Settings, SettingsPatch };

export const getSettings = (signal?: AbortSignal) => api.get<Settings>('/admin/settings', { signal });
export const saveSettings = (patch: SettingsPatch) => api.put<Settings>('/admin/settings', patch);
export const useSettings = () => useRequest(getSettings, []);
