import { useId } from 'react';
import type { ClassProgress } from '../../../api/classes';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { ModuleLabel } from './ModuleTable';

/** The questions the class got wrong most often: the prompt, the key's answer, wrong of answered. */
export function MostMissed({ missed }: { missed: ClassProgress['mostMissed'] }) {
  const t = useTexts(teachTexts);
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t.missedTitle}</h2>
      {missed.length === 0 ? (
        <p className="note">{t.missedNone}</p>
      ) : (
        <ol className="most-missed">
          {missed.map((q) => (
            <li key={`${q.module}/${q.questionId}`} className="most-missed__item">
              <p className="most-missed__module">
                <ModuleLabel moduleKey={q.module} />
              </p>
              <p className="most-missed__prompt" lang="hi">
                {q.prompt}
              </p>
              <p>
                {t.keyAnswer}
                <strong lang="hi">{q.answer}</strong>
              </p>
              <p className="most-missed__count">{t.wrongOf(q.wrong, q.answered)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
