import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from '../router';
import '../../features/admin/admin.css';
import '../../features/admin-papers/admin-papers.css';
import { deletePaper, loadPaper, publishPaper, updatePaper } from '../../api/admin-papers';
import { serverText } from '../../api/error-text';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { notify } from '../../components/toast';
import { BlueprintForm } from '../../features/admin-papers/BlueprintForm';
import { blueprintOf } from '../../features/admin-papers/blueprint-values';
import { PaperQuestions } from '../../features/admin-papers/PaperQuestions';
import { PaperStatus } from '../../features/admin-papers/PaperStatus';
import { isStale, paperProblem } from '../../features/admin-papers/paper-problems';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useTexts } from '../../i18n/texts';

/**
 * /admin/papers/:id (docs/product.md §11): the drawn questions by section with Replace, Publish,
 * Edit and Delete; what learners having started it rules out is said, not just refused.
 */
export default function AdminPaperScreen() {
  const t = useTexts(adminPaperTexts);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const lockId = useId();
  const loaded = useRequest((signal) => loadPaper(id, signal), [id]);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<'publish' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const paper = loaded.data;

  if (!paper)
    return loaded.loading ? (
      <Loader />
    ) : (
      <div className="stack admin">
        <p className="form-error" role="alert">
          {paperProblem(loaded.error, t, t.paperLoadFailed)}
        </p>
        <p>
          <Link to="/admin/papers">{t.allPapers}</Link>
        </p>
      </div>
    );

  const started = paper.attempts > 0;

  async function act(kind: 'publish' | 'delete') {
    if (!paper) return;
    if (!window.confirm(kind === 'publish' ? t.publishConfirm : t.deleteConfirm)) return;
    setBusy(kind);
    setProblem(null);
    try {
      if (kind === 'publish') {
        loaded.setData(await publishPaper(paper._id));
        notify('success', t.publishedToast);
      } else {
        const answer = await deletePaper(paper._id);
        notify('success', serverText(answer.message, t.deleted));
        navigate('/admin/papers', { replace: true });
        return;
      }
    } catch (err) {
      setProblem(paperProblem(err, t, kind === 'publish' ? t.publishFailed : t.deleteFailed));
      if (isStale(err)) loaded.reload();
    }
    setBusy(null);
  }

  return (
    <div className="stack admin">
      <p>
        <Link to="/admin/papers">{t.allPapers}</Link>
      </p>
      <h1 lang="hi">{paper.title}</h1>
      <div className="paper-facts">
        <p lang="hi">{paper.exam}</p>
        <p>
          <PaperStatus published={paper.published} />
          {t.questionsMinutes(paper.questions.length, paper.durationMinutes)}
        </p>
        <p>{t.marking(paper.marksCorrect, paper.marksWrong)}</p>
      </div>
      {started ? (
        <p className="notice" id={lockId}>
          {t.startedLock(paper.attempts)}
        </p>
      ) : (
        !paper.published && <p className="note">{t.draftNote}</p>
      )}
      <div className="actions">
        {!paper.published && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => void act('publish')}
          >
            {busy === 'publish' ? t.publishing : t.publish}
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-expanded={editing}
          aria-controls={editing ? 'paper-edit' : undefined}
          onClick={() => setEditing(!editing)}
        >
          {t.edit}
        </button>
        <Link to={`/admin/papers/${paper._id}/stats`} className="button">
          {t.analysis}
        </Link>
        <button
          type="button"
          className="button button--danger"
          disabled={started || busy !== null}
          aria-describedby={started ? lockId : undefined}
          onClick={() => void act('delete')}
        >
          {busy === 'delete' ? t.deleting : t.deletePaper}
        </button>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {editing && (
        <section className="card" id="paper-edit" aria-labelledby="paper-edit-title">
          <h2 id="paper-edit-title">{t.editTitle}</h2>
          <BlueprintForm
            initial={blueprintOf(paper)}
            locked={started}
            editing
            submitLabel={t.save}
            busyLabel={t.saving}
            failText={t.saveFailed}
            onCancel={() => setEditing(false)}
            onSubmit={async (blueprint) => {
              try {
                loaded.setData(await updatePaper(paper._id, blueprint));
              } catch (err) {
                if (isStale(err)) loaded.reload();
                throw err;
              }
              notify('success', t.saved);
              setEditing(false);
            }}
          />
        </section>
      )}
      <PaperQuestions paper={paper} lockNoteId={lockId} onChange={loaded.setData} onStale={loaded.reload} />
    </div>
  );
}
