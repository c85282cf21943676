import { teachTexts } from '../../../i18n/catalogue/teach';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/lang';
import { ModuleName } from '../../../i18n/module-texts';
import { useTexts } from '../../../i18n/texts';
import { type ClientModule, findClientModule, modules } from '../../../registry';
import { accuracy } from './teach-data';

type Tally = { answered: number; correct: number };

/** The modules practised, in the registry's order; a module this app does not know goes last, by its key. */
export function moduleRows(tallies: Record<string, Tally>) {
  const known = modules.flatMap((m) => {
    const tally = tallies[m.key];
    return tally && tally.answered > 0
      ? [{ key: m.key as string, module: m as ClientModule | undefined, ...tally }]
      : [];
  });
  const unknown = Object.entries(tallies)
    .filter(([key, tally]) => !findClientModule(key) && tally.answered > 0)
    .map(([key, tally]) => ({ key, module: undefined, ...tally }));
  return [...known, ...unknown];
}

/** A module named by the server: its titles from the registry, or its key if this app does not know it. */
export function ModuleLabel({ moduleKey }: { moduleKey: string }) {
  const module = findClientModule(moduleKey);
  return module ? <ModuleName module={module} /> : <span>{moduleKey}</span>;
}

/** Answered and accuracy per module: a member's (in their row) or the class's. */
export function ModuleTable({ tallies, caption }: { tallies: Record<string, Tally>; caption?: string }) {
  const t = useTexts(teachTexts);
  const language = useLanguage();
  const rows = moduleRows(tallies);
  if (rows.length === 0) return <p className="note">{t.noModuleAnswers}</p>;
  return (
    <table className="results results--accuracy">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t.module}</th>
          <th scope="col">{t.answered}</th>
          <th scope="col">{t.accuracy}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const pct = accuracy(r);
          return (
            <tr key={r.key}>
              <td>{r.module ? <ModuleName module={r.module} /> : r.key}</td>
              <td>{formatNumber(r.answered, language)}</td>
              <td>{pct === null ? t.noAnswers : t.percent(pct)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
