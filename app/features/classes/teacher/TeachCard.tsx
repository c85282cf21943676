import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { Link } from '../../../routes/router';

/** The profile's way to the teacher's screens (docs/product.md §12), for teachers only (the profile decides). */
export function TeachCard() {
  const t = useTexts(teachTexts);
  return (
    <section className="card stack" aria-labelledby="teach-card">
      <h2 id="teach-card">{t.teachTitle}</h2>
      <p className="note">{t.teachIntro}</p>
      <Link to="/teach" className="button button--wide">
        {t.teachLink}
      </Link>
    </section>
  );
}
