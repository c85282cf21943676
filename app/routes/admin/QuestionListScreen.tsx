import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import '../../features/admin/admin.css';
import { deleteQuestion, listQuestions } from '../../api/admin-questions';
import { errorText } from '../../api/client';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { notify } from '../../components/toast';
import { adminModule } from '../../features/admin/admin-module';
import { adminTexts } from '../../features/admin/admin-texts';
import { ImportPanel } from '../../features/admin/ImportPanel';
import { QuestionEditor } from '../../features/admin/QuestionEditor';
import { summarize } from '../../features/admin/row-values';
import type { ModuleKey } from '../../registry';

const PAGE_SIZE = 20;

/** /admin/questions/:moduleKey (beyond the spec): every module's questions, with edit, delete, import and export. */
export default function QuestionListScreen() {
  const params = useParams();
  const module = adminModule(params.moduleKey);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const key = module?.key as ModuleKey;
  const list = useRequest(
    module ? (signal) => listQuestions(key, { page, pageSize: PAGE_SIZE, q }, signal) : null,
    [key, page, q],
  );
  if (!module) return <Navigate to="/admin" replace />;

  async function remove(id: string) {
    if (!window.confirm(adminTexts.deleteQuestion)) return;
    try {
      const r = await deleteQuestion(key, id);
      notify('success', r.message);
      list.reload();
    } catch (err) {
      notify('error', errorText(err, 'Could not delete the question.'));
    }
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="stack admin">
      <h1>
        <span aria-hidden="true">{module.icon} </span>
        {module.title}: questions
      </h1>
      <p>
        <Link to={module.entryRoute}>Add a question</Link>
      </p>
      <search>
        <form
          className="search"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setQ(search.trim());
          }}
        >
          <label htmlFor="question-search" className="visually-hidden">
            Search questions
          </label>
          <input
            id="question-search"
            type="search"
            lang="hi"
            placeholder="Search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="button button--small">
            Search
          </button>
        </form>
      </search>
      <section className="card" aria-label="Questions">
        {list.loading && <Loader />}
        {list.error !== undefined && (
          <p className="form-error" role="alert">
            {errorText(list.error, 'Could not load the questions.')}
          </p>
        )}
        {list.data && (
          <p className="note">
            {list.data.total} {list.data.total === 1 ? 'question' : 'questions'}
          </p>
        )}
        <ol className="question-list">
          {list.data?.questions.map((row) => {
            const s = summarize(module, row);
            return (
              <li key={row._id} className="question-item">
                {editing === row._id ? (
                  <QuestionEditor
                    module={module}
                    row={row}
                    onDone={(saved) => {
                      setEditing(null);
                      if (saved) list.reload();
                    }}
                  />
                ) : (
                  <>
                    <p className="question-item__prompt" lang="hi">
                      {s.prompt}
                      {row.day ? <span className="cell-sub"> · day {row.day}</span> : null}
                    </p>
                    <p className="question-item__answers" lang="hi">
                      {s.answers}
                    </p>
                    {row.explanation && (
                      <p className="question-item__explanation" lang="hi">
                        {row.explanation}
                      </p>
                    )}
                    <div className="actions">
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setEditing(row._id)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        onClick={() => void remove(row._id)}
                      >
                        Delete
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
        {pages > 1 && (
          <nav className="pager" aria-label="Pages">
            <button
              type="button"
              className="button button--small"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="button button--small"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        )}
      </section>
      <ImportPanel moduleKey={key} onImported={list.reload} />
    </div>
  );
}
