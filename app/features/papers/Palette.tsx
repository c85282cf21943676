import type { PaperQuestion } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { useTexts } from '../../i18n/texts';
import { QUESTION_STATES, type QuestionState } from './question-state';

interface Props {
  id: string;
  questions: readonly PaperQuestion[];
  sections: readonly { title: string }[];
  states: readonly QuestionState[];
  counts: Record<QuestionState, number>;
  current: number;
  onGo: (index: number) => void;
}

/** The questions in runs of one section each, with their paper positions. */
function bySection(questions: readonly PaperQuestion[]) {
  const runs: { section: number; indexes: number[] }[] = [];
  questions.forEach((q, i) => {
    const last = runs.at(-1);
    if (last && last.section === q.section) last.indexes.push(i);
    else runs.push({ section: q.section, indexes: [i] });
  });
  return runs;
}

/** A state's swatch: its colour, and a shape and sign of its own, so colour is never the only cue. */
export function Swatch({ state, label }: { state: QuestionState; label?: number }) {
  return (
    <span className={`palette__item palette__item--${state} palette__swatch`} aria-hidden="true">
      {label}
    </span>
  );
}

/**
 * The CBT palette (docs/product.md §11): a numbered button per question, by section, coloured and
 * marked by its state, and the legend with how many are in each.
 */
export function Palette({ id, questions, sections, states, counts, current, onGo }: Props) {
  const t = useTexts(papersTexts);
  return (
    <section id={id} className="palette" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t.palette}
      </h2>
      {bySection(questions).map((run) => (
        <div key={run.indexes[0]} className="palette__section">
          {sections[run.section] && (
            <h3 className="palette__title" lang="hi">
              {sections[run.section]!.title}
            </h3>
          )}
          <ul className="palette__grid">
            {run.indexes.map((i) => {
              const state = states[i]!;
              return (
                <li key={questions[i]!._id}>
                  <button
                    type="button"
                    className={`palette__item palette__item--${state}${i === current ? ' palette__item--current' : ''}`}
                    aria-label={t.paletteName(i + 1, t.stateNames[state])}
                    aria-current={i === current ? 'step' : undefined}
                    onClick={() => onGo(i)}
                  >
                    {i + 1}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <h3 className="palette__title">{t.legend}</h3>
      <ul className="palette__legend">
        {QUESTION_STATES.map((s) => (
          <li key={s}>
            <Swatch state={s} label={counts[s]} />
            <span>{t.states[s]}</span>
            <span className="visually-hidden">: {counts[s]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
