import { useId, useState } from 'react';
import { exportUrl, type ImportReport, importQuestions, templateUrl } from '../../api/admin-questions';
import { ApiError, errorText } from '../../api/client';
import { notify } from '../../components/toast';
import type { ModuleKey } from '../../registry';

function isReport(body: unknown): body is ImportReport {
  return !!body && typeof body === 'object' && 'errors' in body && 'skipped' in body;
}

/** Import a CSV or JSON file (all or nothing, a line-numbered report), export, and the template. */
export function ImportPanel({ moduleKey, onImported }: { moduleKey: ModuleKey; onImported: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function upload(e: React.FormEvent) {
    e.preventDefault();
    if (!file) {
      setMessage('Choose a CSV or JSON file first.');
      return;
    }
    setSending(true);
    setReport(null);
    setMessage(null);
    try {
      const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
      const r = await importQuestions(moduleKey, await file.text(), format);
      setReport(r);
      setMessage(`Imported ${r.imported} ${r.imported === 1 ? 'question' : 'questions'}.`);
      notify('success', `Imported ${r.imported}.`);
      onImported();
    } catch (err) {
      if (err instanceof ApiError && isReport(err.body)) setReport(err.body);
      setMessage(errorText(err, 'The import failed.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import and export</h2>
      <form className="form" onSubmit={upload}>
        <div className="field">
          <label htmlFor={`${id}-file`}>CSV or JSON file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button button--primary button--small" disabled={sending}>
          {sending ? 'Importing…' : 'Import'}
        </button>
      </form>
      <div aria-live="polite">
        {message && <p className={report?.errors.length ? 'form-error' : 'note'}>{message}</p>}
        {report && (report.errors.length > 0 || report.skipped.length > 0) && (
          <ul className="import-report">
            {report.errors.map((e) => (
              <li key={`e${e.line}-${e.message}`} className="import-report__error">
                Line {e.line}: {e.message}
              </li>
            ))}
            {report.skipped.map((s) => (
              <li key={`s${s.line}-${s.reason}`}>
                Line {s.line} skipped: {s.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="link-row">
        <span>Export:</span>
        <a href={exportUrl(moduleKey, 'csv')} download>
          CSV
        </a>
        <a href={exportUrl(moduleKey, 'json')} download>
          JSON
        </a>
      </p>
      <p className="link-row">
        <span>Template:</span>
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
