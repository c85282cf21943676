import { isJoinCodeShaped, normalizeJoinCode } from '../../../../shared/classes-limits';

/** The join code helpers of shared/classes-limits (zod-free), under the names these screens use. */
export const normalizeCode = normalizeJoinCode;
export const isCodeShaped = isJoinCodeShaped;

export const joinPath = (code: string) => `/join/${encodeURIComponent(code)}`;

/** The server's refusal for an archived class (server/classes/store.ts classTexts.archived), a 400 like a malformed code's. */
export const ARCHIVED_MESSAGE = 'This class is archived and takes no new members.';
