import { useEffect, useId, useState } from 'react';
import '../../features/admin/admin.css';
import { settingsPatchSchema } from '../../../shared/settings';
import { type Settings, saveSettings, useSettings } from '../../api/admin-settings';
import { errorText } from '../../api/error-text';
import { Loader } from '../../components/Loader';
import { ModuleIcon } from '../../components/ModuleIcon';
import { SubmitButton } from '../../components/SubmitButton';
import { notify } from '../../components/toast';
import { adminModules } from '../../features/admin/admin-module';
import { adminTexts } from '../../i18n/catalogue/admin';
import { currentLanguage } from '../../i18n/lang';
import { ModuleName } from '../../i18n/module-texts';
import { localizeMessage } from '../../i18n/server-messages';
import { useTexts } from '../../i18n/texts';

/** /admin/settings (beyond the spec): reviews per day and the daily goal; each module's time, daily limit and availability. */
export default function SettingsScreen() {
  const t = useTexts(adminTexts);
  const id = useId();
  const loaded = useSettings();
  const [draft, setDraft] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The top-level setting the error is about (its input is marked invalid). */
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (loaded.data) setDraft(loaded.data);
  }, [loaded.data]);

  if (!draft)
    return loaded.loading ? (
      <Loader />
    ) : (
      <p className="form-error">{errorText(loaded.error, t.settingsLoadFailed)}</p>
    );

  const update = (change: (s: Settings) => Settings) => setDraft((s) => (s ? change(s) : s));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const parsed = settingsPatchSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError((issue && localizeMessage(issue.message, currentLanguage())) ?? t.checkValues);
      setInvalid(issue?.path.length === 1 ? String(issue.path[0]) : null);
      return;
    }
    setError(null);
    setInvalid(null);
    setSaving(true);
    try {
      const saved = await saveSettings(parsed.data);
      loaded.setData(saved);
      notify('success', t.settingsSaved);
    } catch (err) {
      setError(errorText(err, t.settingsSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="stack admin" noValidate onSubmit={save}>
      <h1>{t.settings}</h1>
      <p className="note">{t.settingsNote}</p>
      <fieldset className="card settings-module">
        <legend>{t.learningLegend}</legend>
        <div className="settings-row">
          {(
            [
              ['REVIEW_PER_DAY', t.reviewPerDay],
              ['DAILY_GOAL', t.dailyGoal],
            ] as const
          ).map(([name, label]) => (
            <div className="field" key={name}>
              <label htmlFor={`${id}-${name}`}>{label}</label>
              <input
                id={`${id}-${name}`}
                type="number"
                inputMode="numeric"
                min={1}
                value={Number.isNaN(draft[name]) ? '' : (draft[name] ?? '')}
                aria-invalid={invalid === name || undefined}
                aria-describedby={invalid === name ? `${id}-error` : undefined}
                onChange={(e) => {
                  // Empty stays empty (not 0), so the check says a number is wanted.
                  const n = e.target.value === '' ? Number.NaN : Number(e.target.value);
                  update((s) => ({ ...s, [name]: n }));
                }}
              />
            </div>
          ))}
        </div>
        <p className="note">{t.learningNote}</p>
      </fieldset>
      {adminModules.map((m) => {
        const f = `${id}-${m.key}`;
        const limit = draft.quizLimits[m.limitKey];
        const availability = draft.moduleAvailability[m.availabilityKey] ?? {
          available: true,
          availableOn: '',
        };
        // A module whose daily count is a setting of its own (registry `limitSetting`).
        const own = m.limitSetting;
        return (
          <fieldset key={m.key} className="card settings-module">
            <legend>
              <span aria-hidden="true">
                <ModuleIcon module={m} />{' '}
              </span>
              <ModuleName module={m} />
            </legend>
            <div className="settings-row">
              <div className="field">
                <label htmlFor={`${f}-time`}>{t.secondsPerQuestion}</label>
                <input
                  id={`${f}-time`}
                  type="number"
                  inputMode="numeric"
                  min={5}
                  value={draft.quizTimes[m.timeKey] ?? ''}
                  onChange={(e) =>
                    update((s) => ({
                      ...s,
                      quizTimes: { ...s.quizTimes, [m.timeKey]: Number(e.target.value) },
                    }))
                  }
                />
              </div>
              <div className="field">
                <label htmlFor={`${f}-limit`}>{t.dailyLimit}</label>
                <input
                  id={`${f}-limit`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  disabled={!own && limit === 'Unlimited'}
                  value={own ? draft[own] : limit === 'Unlimited' ? '' : (limit ?? '')}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    update((s) =>
                      own ? { ...s, [own]: n } : { ...s, quizLimits: { ...s.quizLimits, [m.limitKey]: n } },
                    );
                  }}
                />
              </div>
            </div>
            {!own && (
              <label className="check">
                <input
                  type="checkbox"
                  checked={limit === 'Unlimited'}
                  onChange={(e) =>
                    update((s) => ({
                      ...s,
                      quizLimits: { ...s.quizLimits, [m.limitKey]: e.target.checked ? 'Unlimited' : 10 },
                    }))
                  }
                />
                {t.unlimited}
              </label>
            )}
            <label className="check">
              <input
                type="checkbox"
                checked={availability.available}
                onChange={(e) =>
                  update((s) => ({
                    ...s,
                    moduleAvailability: {
                      ...s.moduleAvailability,
                      [m.availabilityKey]: { ...availability, available: e.target.checked },
                    },
                  }))
                }
              />
              {t.availableToLearners}
            </label>
            {!availability.available && (
              <div className="field">
                <label htmlFor={`${f}-on`}>{t.availableFrom}</label>
                <input
                  id={`${f}-on`}
                  value={availability.availableOn}
                  placeholder={t.dayPlaceholder}
                  onChange={(e) =>
                    update((s) => ({
                      ...s,
                      moduleAvailability: {
                        ...s.moduleAvailability,
                        [m.availabilityKey]: { ...availability, availableOn: e.target.value },
                      },
                    }))
                  }
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <p className="form-error" role="alert" id={`${id}-error`} hidden={!error}>
        {error}
      </p>
      <div className="sticky-actions">
        <SubmitButton busy={saving} label={t.saveSettings} busyLabel={t.saving} />
      </div>
    </form>
  );
}
