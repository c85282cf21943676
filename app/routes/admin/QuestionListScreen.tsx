import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from '../router';
import '../../features/admin/admin.css';
import { deleteQuestion } from '../../api/admin-questions';
import { errorText, serverText } from '../../api/error-text';
import { ModuleIcon } from '../../components/ModuleIcon';
import { notify } from '../../components/toast';
import { adminModule } from '../../features/admin/admin-module';
import { ImportPanel } from '../../features/admin/ImportPanel';
import { QuestionEditor } from '../../features/admin/QuestionEditor';
import { ListStatus, Pager, QuestionSearch, ReportedFilter } from '../../features/admin/QuestionPaging';
import { QuestionStatsView } from '../../features/admin/QuestionStatsView';
import { summarize } from '../../features/admin/row-values';
import { useQuestionPages } from '../../features/admin/use-question-pages';
import { adminTexts } from '../../i18n/catalogue/admin';
import { useModuleTitle } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import type { ModuleKey } from '../../registry';

/**
 * /admin/questions/:moduleKey (beyond the spec): every module's questions, with edit, delete, import
 * and export. `?q=` opens it searched, `&edit=<id>` with that question's editor open.
 */
export default function QuestionListScreen() {
  const t = useTexts(adminTexts);
  const title = useModuleTitle();
  const params = useParams();
  const [query] = useSearchParams();
  const module = adminModule(params.moduleKey);
  const [editing, setEditing] = useState<string | null>(() => query.get('edit'));
  const key = module?.key as ModuleKey;
  const pages = useQuestionPages(module ? key : undefined, query.get('q') ?? '');
  const { list } = pages;
  if (!module) return <Navigate to="/admin" replace />;

  async function remove(id: string) {
    if (!window.confirm(t.deleteQuestion)) return;
    try {
      const r = await deleteQuestion(key, id);
      notify('success', serverText(r.message, t.delete));
      list.reload();
    } catch (err) {
      notify('error', errorText(err, t.deleteFailed));
    }
  }

  return (
    <div className="stack admin">
      <h1>
        <span aria-hidden="true">
          <ModuleIcon module={module} />{' '}
        </span>
        {t.listTitle(title(module))}
      </h1>
      <p>
        <Link to={module.entryRoute}>{t.addAQuestion}</Link>
      </p>
      <QuestionSearch onSearch={pages.search} initial={query.get('q') ?? ''} />
      <ReportedFilter on={pages.reported} onChange={pages.setReported} />
      <section className="card" aria-label={t.questions}>
        <ListStatus list={list} empty={pages.reported ? t.noReported : undefined} searched={pages.query} />
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
                    <p className="question-item__prompt" lang="hi" id={`prompt-${row._id}`}>
                      {s.prompt}
                      {row.day ? <span className="cell-sub">{t.dayOf(row.day)}</span> : null}
                    </p>
                    <p className="question-item__answers" lang="hi">
                      {s.answers}
                    </p>
                    {row.explanation && (
                      <p className="question-item__explanation" lang="hi">
                        {row.explanation}
                      </p>
                    )}
                    {row.stats && (
                      <QuestionStatsView
                        moduleKey={key}
                        id={row._id}
                        stats={row.stats}
                        onResolved={list.reload}
                        describedBy={`prompt-${row._id}`}
                      />
                    )}
                    <div className="actions">
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setEditing(row._id)}
                      >
                        {t.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        onClick={() => void remove(row._id)}
                      >
                        {t.delete}
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
        <Pager page={pages.page} pages={pages.pages} onPage={pages.setPage} />
      </section>
      <ImportPanel moduleKey={key} onImported={list.reload} />
    </div>
  );
}
