import '../styles/papers.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { isOffline } from '../api/error-text';
import { getPapers } from '../api/papers';
import { useRequest } from '../api/use-request';
import { Loader } from '../components/Loader';
import { PaperCard } from '../features/papers/PaperCard';
import { papersTexts } from '../i18n/catalogue/papers';
import { useTexts } from '../i18n/texts';

/** /papers (docs/product.md §11): the published papers, each with what the learner can do with it now. */
export default function PapersScreen() {
  const t = useTexts(papersTexts);
  const id = useId();
  const list = useRequest(getPapers, []);
  const papers = list.data?.papers;

  return (
    <section className="papers" aria-labelledby={id}>
      <h1 id={id}>{t.title}</h1>
      <p className="note">{t.intro}</p>
      {list.loading && <Loader label={t.loading} />}
      {!list.loading && list.error !== undefined && (
        <div className="card">
          <p className="form-error" role="alert">
            {isOffline(list.error) ? t.offline : t.fetchError}
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={list.reload}>
              {t.retry}
            </button>
            <Link to="/" className="button">
              {t.home}
            </Link>
          </div>
        </div>
      )}
      {!list.loading && papers?.length === 0 && <p className="card">{t.none}</p>}
      {!list.loading && papers && papers.length > 0 && (
        <ul className="papers__list">
          {papers.map((p) => (
            <li key={p._id}>
              <PaperCard paper={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
