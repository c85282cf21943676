import { Fragment, useId, useState } from 'react';
import type { EntryField, QuizModule } from '../../../shared/modules';
import { addSchema } from '../../../shared/question-rows';
import { addQuestion } from '../../api/admin-questions';
import { ApiError } from '../../api/client';
import { errorText, serverText } from '../../api/error-text';
import { notify } from '../../components/toast';
import { adminTexts } from '../../i18n/catalogue/admin';
import { currentLanguage } from '../../i18n/lang';
import { useModuleText } from '../../i18n/module-texts';
import { localizeMessage } from '../../i18n/server-messages';
import { useTexts } from '../../i18n/texts';
import { ChoiceField } from './ChoiceField';
import {
  choicesOf,
  type EntryExtras,
  type EntryValues,
  emptyValues,
  noExtras,
  setEntryValue,
  takesAlternatives,
  toPayload,
} from './entry-values';
import { ListField } from './ListField';

type Invalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };

interface EntryFormProps {
  module: QuizModule;
  /** Edit mode (the MCQ admin page): the question's values, the save call and Cancel. */
  editing?: {
    values: EntryValues;
    extras: EntryExtras;
    save: (payload: Record<string, unknown>) => Promise<string>;
    cancel: () => void;
  };
  onSaved?: () => void;
}

/**
 * The one entry form for every module (§2.8), built from the registry's `entry.fields` and
 * checked with the module's `add` schema — whose messages are the spec's validation texts.
 */
export function EntryForm({ module, editing, onSaved }: EntryFormProps) {
  const t = useTexts(adminTexts);
  const label = useModuleText();
  const id = useId();
  const [values, setValues] = useState<EntryValues>(
    () => editing?.values ?? emptyValues(module.entry.fields),
  );
  const [extras, setExtras] = useState<EntryExtras>(editing?.extras ?? noExtras);
  /** A refusal, at the field it is about when the schema names one the form shows (docs/product.md §6). */
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = `${id}-error`;
  const set = (name: string, value: string | string[]) =>
    setValues((old) => setEntryValue(module.entry.fields, old, name, value));

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = addSchema(module).safeParse(toPayload(module, values, extras));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
      setError({
        message: (issue && localizeMessage(issue.message, currentLanguage())) ?? t.fillAll,
        field: module.entry.fields.some((f) => f.name === field) ? field : undefined,
      });
      if (field)
        (document.getElementById(`${id}-${field}`) ?? document.getElementById(`${id}-${field}-0`))?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const message = editing
        ? await editing.save(parsed.data)
        : serverText(
            (await addQuestion(module.api.add, parsed.data)).message,
            label(module.texts.addSuccess),
          );
      notify('success', message);
      if (!editing) {
        setValues(emptyValues(module.entry.fields));
        setExtras(noExtras);
      }
      onSaved?.();
    } catch (err) {
      const detail =
        err instanceof ApiError && err.status >= 400 && err.status < 500 ? errorText(err, '') : '';
      const addError = label(module.texts.addError);
      const message = detail ? `${addError} ${detail}` : addError;
      setError({ message });
      notify('error', message);
    } finally {
      setSaving(false);
    }
  }

  /** One field of the registry's entry form; `invalid` marks the one a refusal is about. */
  function fieldFor(f: EntryField, fieldId: string, invalid: Invalid) {
    const value = values[f.name];
    if (f.kind === 'list')
      return (
        <ListField
          key={f.name}
          id={fieldId}
          label={label(f.label)}
          values={Array.isArray(value) ? value : []}
          min={f.min}
          removeLabel={label(f.removeLabel)}
          transliterate={!!module.transliterate}
          onChange={(v) => set(f.name, v)}
        />
      );
    const text = typeof value === 'string' ? value : '';
    if (f.kind === 'choiceOf' || f.kind === 'choiceAmong')
      return (
        <ChoiceField
          key={f.name}
          id={fieldId}
          label={label(f.label)}
          choices={f.kind === 'choiceOf' ? choicesOf(values[f.of]) : [...f.among]}
          value={text}
          onChange={(v) => set(f.name, v)}
        />
      );
    if (f.kind === 'textarea')
      return (
        <div className="field" key={f.name}>
          <label htmlFor={fieldId}>{label(f.label)}</label>
          <textarea
            id={fieldId}
            rows={3}
            lang="hi"
            value={text}
            onChange={(e) => set(f.name, e.target.value)}
            {...invalid}
          />
        </div>
      );
    if (f.kind === 'number')
      return (
        <div className="field" key={f.name}>
          <label htmlFor={fieldId}>{label(f.label)}</label>
          <input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={f.min}
            value={text}
            onChange={(e) => set(f.name, e.target.value)}
            {...invalid}
          />
        </div>
      );
    // Upsarg's question is shown twice (§2.8): both boxes edit the one value that is sent.
    const copies = f.kind === 'text' ? 1 + (f.repeat ?? 0) : 1;
    return Array.from({ length: copies }, (_, copy) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the copies are positions of one field.
      <div className="field" key={`${f.name}-${copy}`}>
        <label htmlFor={`${fieldId}-${copy}`}>{copy === 0 ? label(f.label) : t.again(label(f.label))}</label>
        <input
          id={`${fieldId}-${copy}`}
          lang="hi"
          value={text}
          onChange={(e) => set(f.name, e.target.value)}
          aria-describedby={f.kind === 'csv' ? `${fieldId}-hint` : undefined}
          {...invalid}
        />
        {f.kind === 'csv' && (
          <p className="field__hint" id={`${fieldId}-hint`}>
            {t.commas}
          </p>
        )}
      </div>
    ));
  }

  return (
    <form className="form entry-form" noValidate onSubmit={onSubmit}>
      {module.entry.fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const refusal = error?.field === f.name ? error.message : null;
        const invalid = refusal
          ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId}-error` }
          : {};
        return (
          <Fragment key={f.name}>
            {fieldFor(f, fieldId, invalid)}
            {refusal && (
              <p className="form-error" id={`${fieldId}-error`} role="alert">
                {refusal}
              </p>
            )}
          </Fragment>
        );
      })}
      {takesAlternatives(module) && (
        <div className="field">
          <label htmlFor={`${id}-alternatives`}>{t.alternatives}</label>
          <input
            id={`${id}-alternatives`}
            lang="hi"
            value={extras.alternatives}
            onChange={(e) => setExtras({ ...extras, alternatives: e.target.value })}
            aria-describedby={`${id}-alternatives-hint`}
          />
          <p className="field__hint" id={`${id}-alternatives-hint`}>
            {t.alternativesHint}
          </p>
        </div>
      )}
      {!module.ownOptions && (
        <div className="field">
          <label htmlFor={`${id}-distractors`}>{t.distractors}</label>
          <textarea
            id={`${id}-distractors`}
            rows={3}
            lang="hi"
            value={extras.distractors}
            onChange={(e) => setExtras({ ...extras, distractors: e.target.value })}
            aria-describedby={`${id}-distractors-hint`}
          />
          <p className="field__hint" id={`${id}-distractors-hint`}>
            {t.distractorsHint}
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-explanation`}>{t.explanation}</label>
        <textarea
          id={`${id}-explanation`}
          rows={2}
          lang="hi"
          value={extras.explanation}
          onChange={(e) => setExtras({ ...extras, explanation: e.target.value })}
        />
      </div>
      <p className="form-error" id={errorId} role="alert" hidden={!error || !!error.field}>
        {error && !error.field ? error.message : null}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t.saving : editing ? t.updateQuestion : t.addQuestion}
        </button>
        {editing && (
          <button type="button" className="button" onClick={editing.cancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
