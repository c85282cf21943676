import type { ReactNode } from 'react';

export interface ScoreRow {
  key: string;
  label: ReactNode;
  correct: number;
  total: number;
}

/** Correct and total answers per row: a day's modules, or a module's days. */
export function ScoreTable({ heading, rows }: { heading: string; rows: ScoreRow[] }) {
  return (
    <table className="results results--compact">
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Correct</th>
          <th scope="col">Total</th>
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
