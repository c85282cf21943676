import { useState } from 'react';
import { Link } from 'react-router';
import '../../features/admin/admin.css';
import { deleteMcqQuestion, updateMcqQuestion, useMcqQuestions } from '../../api/admin-mcq';
import type { AdminRow } from '../../api/admin-questions';
import { errorText } from '../../api/client';
import { Loader } from '../../components/Loader';
import { notify } from '../../components/toast';
import { adminModule } from '../../features/admin/admin-module';
import { adminTexts } from '../../features/admin/admin-texts';
import { EntryForm } from '../../features/admin/EntryForm';
import { entryValuesOf } from '../../features/admin/entry-values';

/** /admin/mcq (§2.8, §4.3): add, or edit after choosing Edit; and the list with Edit and Delete. */
export default function McqAdminScreen() {
  const module = adminModule('mcq')!;
  const list = useMcqQuestions();
  const [editing, setEditing] = useState<AdminRow | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(row: AdminRow) {
    if (!window.confirm(adminTexts.deleteQuestion)) return;
    try {
      const r = await deleteMcqQuestion(row._id);
      notify('success', r.message);
      if (editing?._id === row._id) setEditing(null);
      list.reload();
    } catch (err) {
      setError(errorText(err, 'Could not delete the question.'));
    }
  }

  return (
    <div className="stack admin">
      <h1>
        <span aria-hidden="true">{module.icon} </span>
        {module.entry.title}
      </h1>
      <div className="card">
        <h2>{editing ? 'Edit question' : 'Add a question'}</h2>
        {editing ? (
          <EntryForm
            key={`edit-${editing._id}`}
            module={module}
            editing={{
              values: entryValuesOf(module, editing),
              extras: { alternatives: '', explanation: editing.explanation ?? '' },
              save: async (payload) => (await updateMcqQuestion(editing._id, payload)).message,
              cancel: () => setEditing(null),
            }}
            onSaved={() => {
              setEditing(null);
              list.reload();
            }}
          />
        ) : (
          <EntryForm key="add" module={module} onSaved={list.reload} />
        )}
      </div>
      <section className="card" aria-labelledby="mcq-list-title">
        <h2 id="mcq-list-title">All questions</h2>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {list.loading && <Loader />}
        {list.data && list.data.questions.length === 0 && <p>No questions yet.</p>}
        <ol className="question-list">
          {list.data?.questions.map((q) => (
            <li key={q._id} className="question-item">
              <p className="question-item__prompt" lang="hi">
                {String(q.question)}
              </p>
              <ul className="question-item__options" lang="hi">
                {(Array.isArray(q.options) ? q.options : []).map((o) => (
                  <li key={o} className={o === q.answer ? 'is-answer' : undefined}>
                    {o}
                    {o === q.answer && <span className="visually-hidden"> (answer)</span>}
                  </li>
                ))}
              </ul>
              <div className="actions">
                <button type="button" className="button button--small" onClick={() => setEditing(q)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => void remove(q)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p>
        <Link to="/admin/questions/mcq">Import and export MCQ questions</Link>
      </p>
    </div>
  );
}
