import type { ModuleKey } from '../../registry';

/** What only some quiz screens show (SPEC.md §2.7); everything else comes from the registry. */
interface ScreenOptions {
  /** 'Daily Limit: N | Attempted: X of N', or unlimited for pro (vakya shudhi). */
  limitLine?: boolean;
  /** The antonyms quiz is wrapped so that logout is at hand. */
  logout?: boolean;
}

export const screenOptions: Partial<Record<ModuleKey, ScreenOptions>> = {
  vakyaShudhi: { limitLine: true },
  antonym: { logout: true },
};
