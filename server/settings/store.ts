import { inArray, sql } from 'drizzle-orm';
import { modules } from '../../shared/modules';
import { defaultSettings, type Settings, type SettingsPatch, UNLIMITED } from '../../shared/settings';
import type { Db, Tx } from '../db/client';
import { settings as settingsTable } from '../db/schema';

/** Top-level numbers, stored and patched as they are. */
const SCALARS = ['VAKYA_SHUDHI_QUESTIONS_PER_DAY', 'REVIEW_PER_DAY', 'DAILY_GOAL'] as const;
const KEYS = ['quizTimes', 'quizLimits', 'moduleAvailability', ...SCALARS] as const;

export class SettingsError extends Error {}

/** Modules whose daily limit is a top-level setting (registry `limitSetting`): quizLimits mirrors it. */
const limitFromSetting = modules.flatMap((m) =>
  m.limitSetting ? [{ module: m, setting: m.limitSetting }] : [],
);

/** Stored values over the defaults; a module with its own limit setting reads it there (one fact, one place). */
function merge(stored: Partial<Record<(typeof KEYS)[number], unknown>>): Settings {
  const base = defaultSettings();
  const s: Settings = {
    quizTimes: { ...base.quizTimes, ...(stored.quizTimes as object) },
    quizLimits: { ...base.quizLimits, ...(stored.quizLimits as object) },
    moduleAvailability: { ...base.moduleAvailability, ...(stored.moduleAvailability as object) },
    ...(Object.fromEntries(SCALARS.map((k) => [k, (stored[k] as number) ?? base[k]])) as Pick<
      Settings,
      (typeof SCALARS)[number]
    >),
  };
  for (const { module, setting } of limitFromSetting) s.quizLimits[module.limitKey] = s[setting];
  return s;
}

/**
 * Settings are read on every quiz call, so each instance keeps them for a moment: a change by
 * an admin shows at once on the instance that made it and within `ttlMs` on the others.
 */
export function settingsCache(db: Db, ttlMs = 2000) {
  const query = db.select().from(settingsTable).prepare('settings_all');
  let cached: { at: number; value: Promise<Settings> } | undefined;
  return {
    read(): Promise<Settings> {
      if (!cached || Date.now() - cached.at > ttlMs) {
        const value = query
          .execute()
          .then((rows) => merge(Object.fromEntries(rows.map((r) => [r.key, r.value]))));
        value.catch(() => {
          cached = undefined;
        });
        cached = { at: Date.now(), value };
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type SettingsCache = ReturnType<typeof settingsCache>;

export async function readSettings(db: Tx): Promise<Settings> {
  const rows = await db.select().from(settingsTable);
  return merge(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** Applies a partial update in one transaction; locks the rows so concurrent admins do not lose edits. */
export async function patchSettings(db: Db, patch: SettingsPatch): Promise<Settings> {
  const next = { ...patch };
  for (const { module, setting } of limitFromSetting) {
    const given = patch.quizLimits?.[module.limitKey];
    if (given === UNLIMITED)
      throw new SettingsError(`${module.title}'s daily limit must be a number (${setting}).`);
    if (typeof given === 'number') next[setting] = patch[setting] ?? given;
  }
  return db.transaction(async (tx) => {
    await tx
      .select()
      .from(settingsTable)
      .where(inArray(settingsTable.key, [...KEYS]))
      .for('update');
    const current = await readSettings(tx);
    const updated: Record<string, unknown> = {};
    if (next.quizTimes) updated.quizTimes = { ...current.quizTimes, ...next.quizTimes };
    if (next.quizLimits) {
      const limits = { ...current.quizLimits, ...next.quizLimits };
      // Kept in their own setting, not twice.
      for (const { module } of limitFromSetting) delete limits[module.limitKey];
      updated.quizLimits = limits;
    }
    if (next.moduleAvailability)
      updated.moduleAvailability = { ...current.moduleAvailability, ...next.moduleAvailability };
    for (const key of SCALARS) if (next[key] !== undefined) updated[key] = next[key];
    for (const [key, value] of Object.entries(updated)) {
      await tx
        .insert(settingsTable)
        .values({ key, value })
        .onConflictDoUpdate({ target: settingsTable.key, set: { value, updatedAt: sql`now()` } });
    }
    return readSettings(tx);
  });
}
