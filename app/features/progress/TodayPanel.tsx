import type { Stats } from '../../api/learning';
import { homeTexts } from '../../i18n/catalogue/home';
import { useTexts } from '../../i18n/texts';
import { Link } from '../../routes/router';

/** Home's learning line (docs/product.md §7): the streak and today's goal, and the review tile with the number due. */
export function TodayPanel({ stats }: { stats: Stats }) {
  const t = useTexts(homeTexts);
  const { streak, today, review } = stats;
  const met = streak.todayCounts || today.answered >= today.goal;
  const percent = Math.min(100, Math.round((today.answered / Math.max(1, today.goal)) * 100));
  return (
    <section className="today" aria-label={t.todayRegion}>
      <div className="today__goal">
        <p className="today__line">
          <span aria-hidden="true">{t.streakLine(streak.current, today.answered, today.goal, met)}</span>
          <span className="visually-hidden">
            {t.streakSentence(streak.current, today.answered, today.goal, met)}
          </span>
        </p>
        <span className={met ? 'bar bar--met' : 'bar'} aria-hidden="true">
          <span className="bar__fill" style={{ width: `${percent}%` }} />
        </span>
      </div>
      <Link to="/review" className={review.due > 0 ? 'review-tile review-tile--due' : 'review-tile'}>
        <span className="review-tile__icon" aria-hidden="true">
          ↻
        </span>
        <span className="review-tile__title">{t.reviewTile}</span>
        <span className="review-tile__count">{review.due > 0 ? t.due(review.due) : t.nothingDue}</span>
      </Link>
    </section>
  );
}
