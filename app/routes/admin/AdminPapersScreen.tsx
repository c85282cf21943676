import { useState } from 'react';
import { Link, useNavigate } from '../router';
import '../../features/admin/admin.css';
import '../../features/admin-papers/admin-papers.css';
import { createPaper, listPapers } from '../../api/admin-papers';
import { errorText } from '../../api/error-text';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { notify } from '../../components/toast';
import { BlueprintForm } from '../../features/admin-papers/BlueprintForm';
import { emptyBlueprint } from '../../features/admin-papers/blueprint-values';
import { PaperStatus } from '../../features/admin-papers/PaperStatus';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useTexts } from '../../i18n/texts';

/** /admin/papers (docs/product.md §11): the papers, and a blueprint form that draws a new one and opens it. */
export default function AdminPapersScreen() {
  const t = useTexts(adminPaperTexts);
  const navigate = useNavigate();
  const list = useRequest((signal) => listPapers(signal), []);
  const [initial] = useState(emptyBlueprint);

  return (
    <div className="stack admin">
      <h1>{t.papers}</h1>
      <p className="note">{t.papersIntro}</p>
      <section className="card" aria-label={t.papers}>
        {list.loading && <Loader />}
        {list.error !== undefined && (
          <p className="form-error" role="alert">
            {errorText(list.error, t.loadFailed)}
          </p>
        )}
        {list.data && (
          <p className="note">
            {list.data.papers.length ? t.paperCount(list.data.papers.length) : t.noPapers}
          </p>
        )}
        <ul className="question-list">
          {list.data?.papers.map((p) => (
            <li key={p._id} className="question-item paper-row">
              <p className="question-item__prompt">
                <Link to={`/admin/papers/${p._id}`} lang="hi">
                  {p.title}
                </Link>
              </p>
              <p className="question-item__answers" lang="hi">
                {p.exam}
              </p>
              <p className="paper-row__facts">
                <PaperStatus published={p.published} />
                {t.questionsMinutes(p.questionCount, p.durationMinutes)}
                {p.attempts > 0 && ` · ${t.attempts(p.attempts)}`}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="new-paper">
        <h2 id="new-paper">{t.newPaper}</h2>
        <p className="note">{t.newPaperIntro}</p>
        <BlueprintForm
          initial={initial}
          submitLabel={t.draw}
          busyLabel={t.drawing}
          failText={t.drawFailed}
          onSubmit={async (blueprint) => {
            const paper = await createPaper(blueprint);
            notify('success', t.drawn);
            navigate(`/admin/papers/${paper._id}`);
          }}
        />
      </section>
    </div>
  );
}
