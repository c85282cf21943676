import { useId, useState } from 'react';
import { type TeacherClass, updateClass } from '../../../api/classes';
import { errorText, isOffline } from '../../../api/error-text';
import { notify } from '../../../components/toast';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { checkClassName } from './class-name';

/** The class's name (renamed in place) and member count; Archive or Unarchive. */
export function ClassHeader({ cls, onChange }: { cls: TeacherClass; onChange: (cls: TeacherClass) => void }) {
  const t = useTexts(teachTexts);
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(cls.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;

  async function save(change: { name?: string; archived?: boolean }, done: string) {
    setBusy(true);
    setError(null);
    try {
      const updated = await updateClass(cls._id, change);
      onChange(updated);
      setRenaming(false);
      notify('success', done);
    } catch (err) {
      setError(isOffline(err) ? t.offline : errorText(err, t.updateFailed));
    } finally {
      setBusy(false);
    }
  }

  function rename(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkClassName(name, t);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    void save({ name: checked.name }, t.renamed);
  }

  return (
    <header className="card stack class-head">
      <div>
        <h1 className="class-head__name">{cls.name}</h1>
        <p className="note">{t.members(cls.members)}</p>
      </div>
      {cls.archived && <p className="notice">{t.archivedNotice}</p>}
      {renaming ? (
        <form className="form" noValidate onSubmit={rename}>
          <FormField
            id={`${id}-name`}
            label={t.newName}
            value={name}
            onValueChange={setName}
            autoComplete="off"
            maxLength={100}
            invalid={!!error}
            errorId={errorId}
          />
          <FormError id={errorId} message={error} />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t.saving : t.save}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setRenaming(false);
                setError(null);
              }}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="actions">
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setName(cls.name);
                setError(null);
                setRenaming(true);
              }}
            >
              {t.rename}
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() =>
                void save({ archived: !cls.archived }, cls.archived ? t.unarchivedDone : t.archivedDone)
              }
            >
              {cls.archived ? t.unarchive : t.archive}
            </button>
          </div>
          <FormError id={errorId} message={error} />
        </>
      )}
    </header>
  );
}
