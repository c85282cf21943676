import type { Reminder, ReminderBody, SubscriptionBody } from '../../shared/api/push';
import { api } from './client';

/** Reminders (docs/product.md §13). Types only from shared/api/push: zod stays out of the bundle. */
export type { Reminder, ReminderBody, SubscriptionBody };

export const getReminder = (signal?: AbortSignal) => api.get<Reminder>('/me/reminder', { signal });
export const putReminder = (body: ReminderBody) => api.put<Reminder>('/me/reminder', body);
export const getPushKey = () => api.get<{ publicKey: string }>('/push/key');
export const addDevice = (subscription: SubscriptionBody) =>
  api.post<{ devices: number }>('/push/subscriptions', subscription);
