import type { Stats } from '../../api/learning';
import { calendarNames } from '../../i18n/calendar-names';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { dateOfDay } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';

/** This week's answers, day by day (the stats' `week`, oldest first), and the week's totals. */
export function WeekCard({ week }: { week: Stats['week'] }) {
  const t = useTexts(journeyTexts);
  const language = useLanguage();
  const answered = week.reduce((sum, d) => sum + d.answered, 0);
  const correct = week.reduce((sum, d) => sum + d.correct, 0);
  const most = Math.max(1, ...week.map((d) => d.answered));
  const names = calendarNames(language);
  return (
    <section className="card" aria-labelledby="week-title">
      <h2 id="week-title">{t.week}</h2>
      <p className="week__total">{t.weekTotal(answered, correct)}</p>
      <ol className="week">
        {week.map((d) => {
          const date = dateOfDay(d.day);
          const long = names.weekday(date);
          const short = names.shortWeekday(date);
          return (
            <li key={d.day} className="week__day">
              <span className="week__count" aria-hidden="true">
                {d.answered}
              </span>
              <span className="week__bar" aria-hidden="true">
                <span className="week__answered" style={{ height: `${(d.answered / most) * 100}%` }}>
                  <span
                    className="week__right"
                    style={{ height: `${d.answered ? (d.correct / d.answered) * 100 : 0}%` }}
                  />
                </span>
              </span>
              <span className="week__label" aria-hidden="true">
                {short}
              </span>
              <span className="visually-hidden">{t.weekDay(long, d.answered, d.correct)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
