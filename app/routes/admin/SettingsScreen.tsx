import { useEffect, useId, useState } from 'react';
import '../../features/admin/admin.css';
import type { QuizModule } from '../../../shared/modules';
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
import { ModuleName, useModuleTitle } from '../../i18n/module-texts';
import { localizeMessage } from '../../i18n/server-messages';
import { useTexts } from '../../i18n/texts';

/**
 * Where a refusal's path points: the input's id suffix (as the form builds it) and the module it
 * belongs to, from the registry's setting keys.
 */
function settingAt(path: string[]): { field: string; module?: QuizModule } | null {
  const [group, key] = path;
  if (group === 'quizTimes') {
    const m = adminModules.find((x) => x.timeKey === key);
    return m ? { field: `${m.key}-time`, module: m } : null;
  }
  if (group === 'quizLimits') {
    const m = adminModules.find((x) => x.limitKey === key && !x.limitSetting);
    return m ? { field: `${m.key}-limit`, module: m } : null;
  }
  if (group === 'moduleAvailability') {
    const m = adminModules.find((x) => x.availabilityKey === key);
    return m ? { field: `${m.key}-on`, module: m } : null;
  }
  const own = adminModules.find((x) => x.limitSetting === group);
  if (own) return { field: `${own.key}-limit`, module: own };
  return group ? { field: group } : null;
}

/** /admin/settings (beyond the spec): reviews per day and the daily goal; each module's time, daily limit and availability. */
export default function SettingsScreen() {
  const t = useTexts(adminTexts);
  const moduleTitle = useModuleTitle();
  const id = useId();
  const loaded = useSettings();
  const [draft, setDraft] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The id of the input the error is about: marked invalid, the message beside it (docs/product.md §6). */
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
  /** The input a refusal is about: aria-invalid, and the message right under it. */
  const marked = (fieldId: string) =>
    invalid === fieldId ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-error` } : {};
  const fieldError = (fieldId: string) =>
    invalid === fieldId && (
      <p className="form-error" id={`${fieldId}-error`} role="alert">
        {error}
      </p>
    );

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const parsed = settingsPatchSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = (issue && localizeMessage(issue.message, currentLanguage())) ?? t.checkValues;
      const where = issue ? settingAt(issue.path.map(String)) : null;
      setError(where?.module ? t.inModule(moduleTitle(where.module), message) : message);
      const fieldId = where ? `${id}-${where.field}` : null;
      setInvalid(fieldId);
      if (fieldId) document.getElementById(fieldId)?.focus();
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
                {...marked(`${id}-${name}`)}
                onChange={(e) => {
                  // Empty stays empty (not 0), so the check says a number is wanted.
                  const n = e.target.value === '' ? Number.NaN : Number(e.target.value);
                  update((s) => ({ ...s, [name]: n }));
                }}
              />
              {fieldError(`${id}-${name}`)}
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
                  {...marked(`${f}-time`)}
                  value={draft.quizTimes[m.timeKey] ?? ''}
                  onChange={(e) =>
                    update((s) => ({
                      ...s,
                      quizTimes: { ...s.quizTimes, [m.timeKey]: Number(e.target.value) },
                    }))
                  }
                />
                {fieldError(`${f}-time`)}
              </div>
              <div className="field">
                <label htmlFor={`${f}-limit`}>{t.dailyLimit}</label>
                <input
                  id={`${f}-limit`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  disabled={!own && limit === 'Unlimited'}
                  {...marked(`${f}-limit`)}
                  value={own ? draft[own] : limit === 'Unlimited' ? '' : (limit ?? '')}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    update((s) =>
                      own ? { ...s, [own]: n } : { ...s, quizLimits: { ...s.quizLimits, [m.limitKey]: n } },
                    );
                  }}
                />
                {fieldError(`${f}-limit`)}
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
                  {...marked(`${f}-on`)}
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
                {fieldError(`${f}-on`)}
              </div>
            )}
          </fieldset>
        );
      })}
      {/* Repeated beside Save when the field it is about is far up the form. */}
      <p className="form-error" role={invalid ? undefined : 'alert'} hidden={!error}>
        {error}
      </p>
      <div className="sticky-actions">
        <SubmitButton busy={saving} label={t.saveSettings} busyLabel={t.saving} />
      </div>
    </form>
  );
}
