import { useId } from 'react';
import type { PaperResult } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';

/** The result by section: right, wrong, unanswered and the score of each. */
export function SectionTable({ sections }: { sections: PaperResult['sections'] }) {
  const t = useTexts(papersTexts);
  const language = useLanguage();
  const id = useId();
  const n = (x: number) => formatNumber(x, language);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t.sectionsTitle}</h2>
      <table className="results paper-sections">
        <thead>
          <tr>
            <th scope="col">{t.sectionColumn}</th>
            <th scope="col">{t.correct}</th>
            <th scope="col">{t.wrong}</th>
            <th scope="col">{t.unanswered}</th>
            <th scope="col">{t.score}</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((s, i) => (
            // Two sections may share a title; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <tr key={i}>
              <th scope="row" lang="hi">
                {s.title}
              </th>
              <td>{n(s.correct)}</td>
              <td>{n(s.wrong)}</td>
              <td>{n(s.unanswered)}</td>
              <td>{n(s.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
