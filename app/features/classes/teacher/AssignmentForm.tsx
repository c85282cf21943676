import { useId, useState } from 'react';
import { type Assignment, createAssignment } from '../../../api/classes';
import { errorText, isOffline } from '../../../api/error-text';
import { getPapers } from '../../../api/papers';
import { useRequest } from '../../../api/use-request';
import { notify } from '../../../components/toast';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useLanguage } from '../../../i18n/lang';
import { useTexts } from '../../../i18n/texts';
import { modules } from '../../../registry';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { type AssignmentValues, checkAssignment, emptyRow } from './assignment-values';
import { inDays, MAX_ASSIGNMENT_ITEMS, todayIso } from './teach-data';

const fresh = (): AssignmentValues => ({
  title: '',
  due: inDays(7),
  kind: 'modules',
  rows: [emptyRow()],
  paperId: '',
});

/**
 * A new assignment (docs/product.md §12): a title, a due date, and either questions in modules
 * (a module and a count per row) or one of the published papers.
 */
export function AssignmentForm({
  classId,
  onCreated,
}: {
  classId: string;
  onCreated: (assignment: Assignment) => void;
}) {
  const t = useTexts(teachTexts);
  const language = useLanguage();
  const id = useId();
  const [values, setValues] = useState<AssignmentValues>(fresh);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const papers = useRequest(values.kind === 'paper' ? getPapers : null, [values.kind]);
  const errorId = `${id}-error`;
  const fieldId = (field: string) => `${id}-${field.replace(/\./g, '-')}`;
  const marked = (field: string) =>
    invalid === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const set = (change: Partial<AssignmentValues>) => setValues((v) => ({ ...v, ...change }));
  const setRow = (i: number, change: Partial<AssignmentValues['rows'][number]>) =>
    setValues((v) => ({ ...v, rows: v.rows.map((r, j) => (j === i ? { ...r, ...change } : r)) }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkAssignment(values, todayIso(), t);
    if (!checked.ok) {
      setInvalid(checked.field);
      setError(checked.message);
      return;
    }
    setBusy(true);
    setInvalid(null);
    setError(null);
    try {
      const created = await createAssignment(classId, checked.body);
      setValues(fresh());
      notify('success', t.assignmentSet);
      onCreated(created);
    } catch (err) {
      setError(isOffline(err) ? t.offline : errorText(err, t.assignmentFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card form assignment-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{t.newAssignment}</h2>
      <FormField
        id={fieldId('title')}
        label={t.assignmentTitle}
        value={values.title}
        onValueChange={(title) => set({ title })}
        hint={t.assignmentTitleHint}
        autoComplete="off"
        maxLength={150}
        invalid={invalid === 'title'}
        errorId={errorId}
      />
      <div className="field">
        <label htmlFor={fieldId('due')}>{t.dueDate}</label>
        <input
          id={fieldId('due')}
          type="date"
          min={todayIso()}
          value={values.due}
          {...marked('due')}
          onChange={(e) => set({ due: e.target.value })}
        />
      </div>
      <fieldset className="segmented">
        <legend>{t.kind}</legend>
        {(['modules', 'paper'] as const).map((kind) => (
          <label key={kind} className="check">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={values.kind === kind}
              onChange={() => {
                set({ kind });
                setInvalid(null);
                setError(null);
              }}
            />
            {kind === 'modules' ? t.kindModules : t.kindPaper}
          </label>
        ))}
      </fieldset>
      {values.kind === 'modules' && (
        <div className="stack">
          {values.rows.map((row, i) => (
            <fieldset key={row.key} className="item-row">
              <legend className="visually-hidden">{t.row(i + 1)}</legend>
              <div className="field item-row__module">
                <label htmlFor={fieldId(`rows.${i}.module`)}>{t.module}</label>
                <select
                  id={fieldId(`rows.${i}.module`)}
                  value={row.module}
                  {...marked(`rows.${i}.module`)}
                  onChange={(e) => setRow(i, { module: e.target.value })}
                >
                  <option value="">{t.chooseModule}</option>
                  {modules.map((m) => (
                    <option key={m.key} value={m.key} lang={language === 'en' ? undefined : 'hi'}>
                      {language === 'en' ? `${m.titleHi} (${m.title})` : m.titleHi}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field item-row__count">
                <label htmlFor={fieldId(`rows.${i}.count`)}>{t.count}</label>
                <input
                  id={fieldId(`rows.${i}.count`)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={200}
                  value={row.count}
                  {...marked(`rows.${i}.count`)}
                  onChange={(e) => setRow(i, { count: e.target.value })}
                />
              </div>
              {values.rows.length > 1 && (
                <button
                  type="button"
                  className="button button--small item-row__remove"
                  aria-label={t.removeRowOf(i + 1)}
                  onClick={() => set({ rows: values.rows.filter((_, j) => j !== i) })}
                >
                  {t.removeRow}
                </button>
              )}
            </fieldset>
          ))}
          {values.rows.length < MAX_ASSIGNMENT_ITEMS && (
            <button
              type="button"
              className="button button--small"
              onClick={() => set({ rows: [...values.rows, emptyRow()] })}
            >
              {t.addRow}
            </button>
          )}
        </div>
      )}
      {values.kind === 'paper' && (
        <div className="field">
          <label htmlFor={fieldId('paper')}>{t.kindPaper}</label>
          <select
            id={fieldId('paper')}
            value={values.paperId}
            disabled={papers.loading || !papers.data}
            {...marked('paper')}
            onChange={(e) => set({ paperId: e.target.value })}
          >
            <option value="">{papers.loading ? t.loadingPapers : t.choosePaper}</option>
            {papers.data?.papers.map((p) => (
              <option key={p._id} value={p._id} lang="hi">
                {p.title}
              </option>
            ))}
          </select>
          {!papers.loading && papers.error !== undefined && (
            <p className="form-error" role="alert">
              {t.papersError}{' '}
              <button type="button" className="link-button" onClick={papers.reload}>
                {t.retry}
              </button>
            </p>
          )}
          {papers.data?.papers.length === 0 && <p className="field__hint">{t.noPapers}</p>}
        </div>
      )}
      <FormError id={errorId} message={error} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t.setting : t.setAssignment}
      </button>
    </form>
  );
}
