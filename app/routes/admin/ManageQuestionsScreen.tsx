import { useState } from 'react';
import { Link } from 'react-router';
import '../../features/admin/admin.css';
import { deleteManagedQuestion, updateManagedQuestion } from '../../api/admin-manage';
import type { AdminRow } from '../../api/admin-questions';
import { errorText } from '../../api/client';
import { ModuleIcon } from '../../components/ModuleIcon';
import { notify } from '../../components/toast';
import { adminModule } from '../../features/admin/admin-module';
import { adminTexts } from '../../features/admin/admin-texts';
import { EntryForm } from '../../features/admin/EntryForm';
import { entryValuesOf } from '../../features/admin/entry-values';
import { InPlaceEditor } from '../../features/admin/InPlaceEditor';
import { ListStatus, Pager, QuestionSearch, ReportedFilter } from '../../features/admin/QuestionPaging';
import { QuestionStatsView } from '../../features/admin/QuestionStatsView';
import { useQuestionPages } from '../../features/admin/use-question-pages';
import type { ModuleKey } from '../../registry';

/**
 * A module's 'manage' admin page (registry `adminPage`; the spec's /admin/mcq, §2.8, §4.3): the
 * add form, and the questions a page at a time, each with Edit (the question turns into the
 * form, in place) and Delete, through the module's own calls (`api.manage`).
 */
export default function ManageQuestionsScreen({ moduleKey }: { moduleKey: ModuleKey }) {
  const module = adminModule(moduleKey)!;
  const manage = module.api.manage!;
  const pages = useQuestionPages(moduleKey);
  const { list } = pages;
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(row: AdminRow) {
    if (!window.confirm(adminTexts.deleteQuestion)) return;
    try {
      const r = await deleteManagedQuestion(manage, row._id);
      notify('success', r.message);
      list.reload();
    } catch (err) {
      setError(errorText(err, 'Could not delete the question.'));
    }
  }

  const editor = (row: AdminRow, number: number) => (
    <InPlaceEditor title={`Editing question ${number}`}>
      <EntryForm
        module={module}
        editing={{
          values: entryValuesOf(module, row),
          extras: { alternatives: '', explanation: row.explanation ?? '' },
          save: async (payload) => (await updateManagedQuestion(manage, row._id, payload)).message,
          cancel: () => setEditing(null),
        }}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </InPlaceEditor>
  );

  return (
    <div className="stack admin">
      <h1>
        <span aria-hidden="true">
          <ModuleIcon module={module} />{' '}
        </span>
        {module.entry.title}
      </h1>
      <div className="card">
        <h2>Add a question</h2>
        <EntryForm module={module} onSaved={list.reload} />
      </div>
      <section className="card stack" aria-labelledby="mcq-list-title">
        <h2 id="mcq-list-title">All questions</h2>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <QuestionSearch onSearch={pages.search} />
        <ReportedFilter on={pages.reported} onChange={pages.setReported} />
        <ListStatus list={list} empty={pages.reported ? adminTexts.noReported : undefined} />
        <ol className="question-list">
          {list.data?.questions.map((q, i) => (
            <li key={q._id} className="question-item">
              {editing === q._id ? (
                editor(q, pages.number(i))
              ) : (
                <>
                  <p className="question-item__prompt" lang="hi" id={`prompt-${q._id}`}>
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
                  {q.stats && (
                    <QuestionStatsView
                      moduleKey={moduleKey}
                      id={q._id}
                      stats={q.stats}
                      onResolved={list.reload}
                      describedBy={`prompt-${q._id}`}
                    />
                  )}
                  <div className="actions">
                    <button type="button" className="button button--small" onClick={() => setEditing(q._id)}>
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
                </>
              )}
            </li>
          ))}
        </ol>
        <Pager
          page={pages.page}
          pages={pages.pages}
          onPage={(page) => {
            setEditing(null);
            pages.setPage(page);
          }}
        />
      </section>
      <p>
        <Link to={`/admin/questions/${module.key}`}>Import and export {module.title} questions</Link>
      </p>
    </div>
  );
}
