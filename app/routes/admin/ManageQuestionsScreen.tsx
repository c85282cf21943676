import { useState } from 'react';
import { Link } from '../router';
import '../../features/admin/admin.css';
import { deleteManagedQuestion, updateManagedQuestion } from '../../api/admin-manage';
import type { AdminRow } from '../../api/admin-questions';
import { errorText, serverText } from '../../api/error-text';
import { ModuleIcon } from '../../components/ModuleIcon';
import { notify } from '../../components/toast';
import { adminModule } from '../../features/admin/admin-module';
import { EntryForm } from '../../features/admin/EntryForm';
import { entryValuesOf, noExtras } from '../../features/admin/entry-values';
import { InPlaceEditor } from '../../features/admin/InPlaceEditor';
import { ListStatus, Pager, QuestionSearch, ReportedFilter } from '../../features/admin/QuestionPaging';
import { QuestionStatsView } from '../../features/admin/QuestionStatsView';
import { useQuestionPages } from '../../features/admin/use-question-pages';
import { adminTexts } from '../../i18n/catalogue/admin';
import { useModuleText, useModuleTitle } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import type { ModuleKey } from '../../registry';

/**
 * A module's 'manage' admin page (registry `adminPage`; the spec's /admin/mcq, §2.8, §4.3): the
 * add form, and the questions a page at a time, each with Edit (the question turns into the
 * form, in place) and Delete, through the module's own calls (`api.manage`).
 */
export default function ManageQuestionsScreen({ moduleKey }: { moduleKey: ModuleKey }) {
  const t = useTexts(adminTexts);
  const text = useModuleText();
  const title = useModuleTitle();
  const module = adminModule(moduleKey)!;
  const manage = module.api.manage!;
  const pages = useQuestionPages(moduleKey);
  const { list } = pages;
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(row: AdminRow) {
    if (!window.confirm(t.deleteQuestion)) return;
    try {
      const r = await deleteManagedQuestion(manage, row._id);
      notify('success', serverText(r.message, t.delete));
      list.reload();
    } catch (err) {
      setError(errorText(err, t.deleteFailed));
    }
  }

  const editor = (row: AdminRow, number: number) => (
    <InPlaceEditor title={t.editing(number)}>
      <EntryForm
        module={module}
        editing={{
          values: entryValuesOf(module, row),
          extras: { ...noExtras, explanation: row.explanation ?? '' },
          save: async (payload) =>
            serverText((await updateManagedQuestion(manage, row._id, payload)).message, t.questionUpdated),
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
        {text(module.entry.title)}
      </h1>
      <div className="card">
        <h2>{t.addAQuestion}</h2>
        <EntryForm module={module} onSaved={list.reload} />
      </div>
      <section className="card stack" aria-labelledby="mcq-list-title">
        <h2 id="mcq-list-title">{t.allQuestions}</h2>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <QuestionSearch onSearch={pages.search} />
        <ReportedFilter on={pages.reported} onChange={pages.setReported} />
        <ListStatus list={list} empty={pages.reported ? t.noReported : undefined} searched={pages.query} />
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
                        {o === q.answer && <span className="visually-hidden">{t.isAnswer}</span>}
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
                      {t.edit}
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => void remove(q)}
                    >
                      {t.delete}
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
        <Link to={`/admin/questions/${module.key}`}>{t.importExportOf(title(module))}</Link>
      </p>
    </div>
  );
}
