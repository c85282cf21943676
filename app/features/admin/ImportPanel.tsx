import { useId, useState } from 'react';
import { exportUrl, type ImportReport, importQuestions, templateUrl } from '../../api/admin-questions';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import { notify } from '../../components/toast';
import { adminTexts } from '../../i18n/catalogue/admin';
import { useLanguage } from '../../i18n/lang';
import { localizeMessage } from '../../i18n/server-messages';
import { useTexts } from '../../i18n/texts';
import type { ModuleKey } from '../../registry';

function isReport(body: unknown): body is ImportReport {
  return !!body && typeof body === 'object' && 'errors' in body && 'skipped' in body;
}

/** Import a CSV or JSON file (all or nothing, a line-numbered report), export, and the template. */
export function ImportPanel({ moduleKey, onImported }: { moduleKey: ModuleKey; onImported: () => void }) {
  const t = useTexts(adminTexts);
  const language = useLanguage();
  /** A line's message or reason from the server, in the interface language when this app knows it. */
  const said = (text: string) => localizeMessage(text, language) ?? text;
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function upload(e: React.FormEvent) {
    e.preventDefault();
    if (!file) {
      setMessage(t.chooseFile);
      return;
    }
    setSending(true);
    setReport(null);
    setMessage(null);
    try {
      const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
      const r = await importQuestions(moduleKey, await file.text(), format);
      setReport(r);
      setMessage(t.imported(r.imported));
      notify('success', t.importedShort(r.imported));
      onImported();
    } catch (err) {
      if (err instanceof ApiError && isReport(err.body)) setReport(err.body);
      setMessage(errorText(err, t.importFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.importTitle}</h2>
      <form className="form" onSubmit={upload}>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t.fileLabel}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button button--primary button--small" disabled={sending}>
          {sending ? t.importing : t.import}
        </button>
      </form>
      <div aria-live="polite">
        {message && <p className={report?.errors.length ? 'form-error' : 'note'}>{message}</p>}
        {report && (report.errors.length > 0 || report.skipped.length > 0) && (
          <ul className="import-report">
            {report.errors.map((e) => (
              <li key={`e${e.line}-${e.message}`} className="import-report__error">
                {t.lineError(e.line, said(e.message))}
              </li>
            ))}
            {report.skipped.map((s) => (
              <li key={`s${s.line}-${s.reason}`}>{t.lineSkipped(s.line, said(s.reason))}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="link-row">
        <span>{t.export}</span>
        <a href={exportUrl(moduleKey, 'csv')} download>
          CSV
        </a>
        <a href={exportUrl(moduleKey, 'json')} download>
          JSON
        </a>
      </p>
      <p className="link-row">
        <span>{t.template}</span>
        <a href={templateUrl(moduleKey, 'csv')} download>
          CSV
        </a>
        <a href={templateUrl(moduleKey, 'json')} download>
          JSON
        </a>
      </p>
    </section>
  );
}
