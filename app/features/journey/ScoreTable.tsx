import type { ReactNode } from 'react';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { useTexts } from '../../i18n/texts';

export interface ScoreRow {
  key: string;
  label: ReactNode;
  correct: number;
  total: number;
}

/** Correct and total answers per row: a day's modules, or a module's days. */
export function ScoreTable({ heading, rows }: { heading: string; rows: ScoreRow[] }) {
  const t = useTexts(journeyTexts);
  return (
    <table className="results results--compact">
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">{t.correct}</th>
          <th scope="col">{t.total}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.label}</td>
            <td>{r.correct}</td>
            <td>{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
