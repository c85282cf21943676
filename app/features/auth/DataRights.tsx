import { useId, useState } from 'react';
import { deleteMyAccount, exportMyData } from '../../api/auth';
import { errorText, serverText } from '../../api/error-text';
import { notify } from '../../components/toast';
import { securityTexts } from '../../i18n/catalogue/security';
import { useTexts } from '../../i18n/texts';
import { Link } from '../../routes/router';
import { FormError } from './FormError';
import { FormField } from './FormField';

/** Saves the export as a .json file on the device. */
function download(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * India's DPDP Act 2023 (docs/product.md §5): the learner downloads everything held about them, or
 * deletes the account, confirming with their password.
 */
export function DataRights({ onDeleted }: { onDeleted: (message: string) => void }) {
  const texts = useTexts(securityTexts);
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const errorId = `${id}-error`;

  async function exportData() {
    setExporting(true);
    try {
      const data = await exportMyData();
      download(data, `sopan-data-${new Date().toISOString().slice(0, 10)}.json`);
      notify('success', texts.exportDone);
    } catch (err) {
      notify('error', errorText(err, texts.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  async function erase(e: React.FormEvent) {
    e.preventDefault();
    if (!password) {
      setError(texts.deletePassword);
      return;
    }
    setError(null);
    setDeleting(true);
    try {
      const r = await deleteMyAccount(password);
      onDeleted(serverText(r.message, texts.deleteTitle));
    } catch (err) {
      setError(errorText(err, texts.deleteFailed));
      setDeleting(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.dataTitle}</h2>
      <p>
        {texts.dataIntro} <Link to="/privacy">{texts.privacyLink}</Link>
      </p>
      <button
        type="button"
        className="button button--wide"
        disabled={exporting}
        onClick={() => void exportData()}
      >
        {exporting ? texts.exportBusy : texts.exportButton}
      </button>
      {!confirming ? (
        <button
          type="button"
          className="button button--danger button--wide"
          onClick={() => setConfirming(true)}
        >
          {texts.deleteButton}
        </button>
      ) : (
        <form className="form danger-zone" noValidate onSubmit={erase} aria-labelledby={`${id}-delete-title`}>
          <h3 id={`${id}-delete-title`}>{texts.deleteTitle}</h3>
          <p>{texts.deleteWarning}</p>
          <FormField
            id={`${id}-password`}
            label={texts.deletePassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            invalid={!!error}
            errorId={errorId}
          />
          <FormError id={errorId} message={error} />
          <div className="actions actions--stack">
            <button type="submit" className="button button--danger button--wide" disabled={deleting}>
              {deleting ? texts.deleteBusy : texts.deleteConfirm}
            </button>
            <button
              type="button"
              className="button button--wide"
              onClick={() => {
                setConfirming(false);
                setPassword('');
                setError(null);
              }}
            >
              {texts.deleteCancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
