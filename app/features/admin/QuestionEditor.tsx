import { useId, useState } from 'react';
import type { QuizModule } from '../../../shared/modules';
import { adminRowSchema } from '../../../shared/question-rows';
import { type AdminRow, updateQuestion } from '../../api/admin-questions';
import { errorText } from '../../api/error-text';
import { notify } from '../../components/toast';
import { adminTexts } from '../../i18n/catalogue/admin';
import { currentLanguage } from '../../i18n/lang';
import { localizeMessage } from '../../i18n/server-messages';
import { useTexts } from '../../i18n/texts';
import type { ModuleKey } from '../../registry';
import { rowFields, rowToTexts, textsToRow } from './row-values';

/** Edits a stored question of any module (beyond the spec), checked with the module's row schema. */
export function QuestionEditor({
  module,
  row,
  onDone,
}: {
  module: QuizModule;
  row: AdminRow;
  onDone: (saved: boolean) => void;
}) {
  const t = useTexts(adminTexts);
  const id = useId();
  const [texts, setTexts] = useState(() => rowToTexts(module, row));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = adminRowSchema(module).safeParse(textsToRow(module, texts));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError((issue && localizeMessage(issue.message, currentLanguage())) ?? t.checkFields);
      return;
    }
    setSaving(true);
    try {
      await updateQuestion(module.key as ModuleKey, row._id, parsed.data as Record<string, unknown>);
      notify('success', t.questionUpdated);
      onDone(true);
    } catch (err) {
      setError(errorText(err, t.saveFailed));
      setSaving(false);
    }
  }

  const fields = [...rowFields(module), { name: 'explanation', list: false, number: false }];
  return (
    <form className="form question-editor" noValidate onSubmit={save} aria-label={t.editQuestion}>
      {fields.map((f) => (
        <div className="field" key={f.name}>
          <label htmlFor={`${id}-${f.name}`}>
            {t.rowFields[f.name] ?? f.name}
            {f.list ? t.onePerLine : ''}
          </label>
          {f.list || f.name === 'explanation' ? (
            <textarea
              id={`${id}-${f.name}`}
              lang="hi"
              rows={f.list ? 3 : 2}
              value={texts[f.name] ?? ''}
              onChange={(e) => setTexts({ ...texts, [f.name]: e.target.value })}
            />
          ) : (
            <input
              id={`${id}-${f.name}`}
              lang="hi"
              type={f.number ? 'number' : 'text'}
              value={texts[f.name] ?? ''}
              onChange={(e) => setTexts({ ...texts, [f.name]: e.target.value })}
            />
          )}
        </div>
      ))}
      <p className="form-error" role="alert" hidden={!error}>
        {error}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary button--small" disabled={saving}>
          {t.save}
        </button>
        <button type="button" className="button button--small" onClick={() => onDone(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
