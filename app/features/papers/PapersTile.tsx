import { PaperIcon } from '../../components/icons';
import { homeTexts } from '../../i18n/catalogue/home';
import { useTexts } from '../../i18n/texts';
import { Link } from '../../routes/router';

/** Home's way to the papers (docs/product.md §11), for a logged-in learner: a tile of its own above the modules. */
export function PapersTile() {
  const t = useTexts(homeTexts);
  return (
    <Link to="/papers" className="papers-tile">
      <span className="papers-tile__icon" aria-hidden="true">
        <PaperIcon />
      </span>
      <span className="papers-tile__title" lang="hi">
        {t.papersTitle}
      </span>
      <span className="papers-tile__subtitle">{t.papersSubtitle}</span>
    </Link>
  );
}
