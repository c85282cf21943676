import { Link, useParams } from '../router';
import '../../features/admin/admin.css';
import '../../features/admin-papers/admin-papers.css';
import { loadPaper, loadPaperStats } from '../../api/admin-papers';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { ItemAnalysis } from '../../features/admin-papers/ItemAnalysis';
import { paperProblem } from '../../features/admin-papers/paper-problems';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useTexts } from '../../i18n/texts';

/** /admin/papers/:id/stats (docs/product.md §11): the item analysis over the first attempts that have ended. */
export default function AdminPaperStatsScreen() {
  const t = useTexts(adminPaperTexts);
  const { id = '' } = useParams();
  // The paper gives the title and each question's section; the stats call gives the rest.
  const paper = useRequest((signal) => loadPaper(id, signal), [id]);
  const stats = useRequest((signal) => loadPaperStats(id, signal), [id]);
  const failed = paper.error ?? stats.error;

  return (
    <div className="stack admin">
      <p>
        <Link to={`/admin/papers/${id}`}>
          {paper.data ? <span lang="hi">{paper.data.title}</span> : t.papers}
        </Link>
      </p>
      <h1>{t.analysis}</h1>
      {failed !== undefined ? (
        <p className="form-error" role="alert">
          {paperProblem(failed, t, t.statsLoadFailed)}
        </p>
      ) : paper.data && stats.data ? (
        <ItemAnalysis stats={stats.data} paper={paper.data} />
      ) : (
        <Loader />
      )}
    </div>
  );
}
