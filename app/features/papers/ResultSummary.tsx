import { useId } from 'react';
import type { PaperResult } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';

/**
 * The result's figures (docs/product.md §11): the score, the rank and percentile of a first
 * attempt (where a later one would stand, and that it is practice), the top and average scores,
 * and how many were right, wrong and unanswered.
 */
export function ResultSummary({ result }: { result: PaperResult }) {
  const t = useTexts(papersTexts);
  const language = useLanguage();
  const id = useId();
  const n = (x: number) => formatNumber(x, language);
  return (
    <section className="card paper-result__summary" aria-labelledby={id}>
      <h2 id={id}>{t.result}</h2>
      <p className="score">
        <span className="score__label">{t.score}</span>
        <span className="score__value">
          <span aria-hidden="true">
            {n(result.score)} / {n(result.maxScore)}
          </span>
          <span className="visually-hidden">{t.scoreLong(n(result.score), n(result.maxScore))}</span>
        </span>
      </p>
      {result.ranked ? (
        <>
          <dl className="figures figures--two">
            <div>
              <dt>{t.rank}</dt>
              <dd>
                <span aria-hidden="true">
                  {n(result.rank)} / {n(result.of)}
                </span>
                <span className="visually-hidden">{t.rankLong(result.rank, result.of)}</span>
              </dd>
            </div>
            <div>
              <dt>{t.percentile}</dt>
              <dd>{n(result.percentile)}</dd>
            </div>
            <div>
              <dt>{t.topScore}</dt>
              <dd>{n(result.topScore)}</dd>
            </div>
            <div>
              <dt>{t.averageScore}</dt>
              <dd>{n(result.averageScore)}</dd>
            </div>
          </dl>
          <p className="note">
            {t.percentileLong(n(result.percentile))} {t.rankNote}
          </p>
        </>
      ) : (
        <>
          <p className="notice paper-result__practice">
            {t.practice} {t.wouldStand(result.rank, result.of)}
          </p>
          <dl className="figures figures--two">
            <div>
              <dt>{t.topScore}</dt>
              <dd>{n(result.topScore)}</dd>
            </div>
            <div>
              <dt>{t.averageScore}</dt>
              <dd>{n(result.averageScore)}</dd>
            </div>
          </dl>
        </>
      )}
      <dl className="figures">
        <div>
          <dt>{t.correct}</dt>
          <dd>{n(result.correct)}</dd>
        </div>
        <div>
          <dt>{t.wrong}</dt>
          <dd>{n(result.wrong)}</dd>
        </div>
        <div>
          <dt>{t.unanswered}</dt>
          <dd>{n(result.unanswered)}</dd>
        </div>
      </dl>
    </section>
  );
}
