import '../styles/papers.css';
import { useId } from 'react';
import { isOffline } from '../api/error-text';
import { getPapersAtStart } from '../api/papers';
import { useRequest } from '../api/use-request';
import { LoadError } from '../components/LoadError';
import { Loader } from '../components/Loader';
import { PaperCard } from '../features/papers/PaperCard';
import { papersTexts } from '../i18n/catalogue/papers';
import { useTexts } from '../i18n/texts';

/** /papers (docs/product.md §11): the published papers, each with what the learner can do with it now. */
export default function PapersScreen() {
  const t = useTexts(papersTexts);
  const id = useId();
  const list = useRequest(getPapersAtStart, []);
  const papers = list.data?.papers;

  return (
    <section className="papers" aria-labelledby={id}>
      <h1 id={id}>{t.title}</h1>
      <p className="note">{t.intro}</p>
      {list.loading && <Loader label={t.loading} />}
      {!list.loading && list.error !== undefined && (
        <LoadError
          message={isOffline(list.error) ? t.offline : t.fetchError}
          onRetry={list.reload}
          retryLabel={t.retry}
          back={{ to: '/', label: t.home }}
        />
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
