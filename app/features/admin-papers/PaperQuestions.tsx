import { useState } from 'react';
import { type AdminPaper, replaceQuestion } from '../../api/admin-papers';
import { notify } from '../../components/toast';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { ModuleName } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import { Link } from '../../routes/router';
import { adminModule } from '../admin/admin-module';
import { bankEditorPath } from './bank-link';
import { OptionList } from './OptionList';
import { isStale, paperProblem } from './paper-problems';

interface Props {
  paper: AdminPaper;
  /** The note saying why questions cannot be replaced, once learners have started. */
  lockNoteId: string;
  onChange: (paper: AdminPaper) => void;
  /** The server says the paper changed under us (a learner started it): load it again. */
  onStale: () => void;
}

/** The drawn questions by section (instruction, prompt, options with the key), each with Replace. */
export function PaperQuestions({ paper, lockNoteId, onChange, onStale }: Props) {
  const t = useTexts(adminPaperTexts);
  const started = paper.attempts > 0;
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ position: number; text: string } | null>(null);

  async function replace(position: number) {
    setBusy(position);
    setProblem(null);
    try {
      onChange(await replaceQuestion(paper._id, paper.questions[position]!._id));
      notify('success', t.replaced(position + 1));
    } catch (err) {
      setProblem({ position, text: paperProblem(err, t, t.replaceFailed) });
      if (isStale(err)) onStale();
    } finally {
      setBusy(null);
    }
  }

  if (paper.questions.length === 0) return <p className="note">{t.noQuestions}</p>;
  return paper.sections.map((section, s) => {
    const module = adminModule(section.module);
    const headingId = `paper-section-${s}`;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections are positions; titles may repeat.
      <section key={s} className="card paper-section-view" aria-labelledby={headingId}>
        <h2 id={headingId}>
          <span lang="hi">{t.sectionHeading(s + 1, section.title)}</span>
        </h2>
        <p className="note">
          {module ? <ModuleName module={module} /> : section.module}
          {section.tags.length > 0 && (
            <>
              {' · '}
              <span lang="hi">{t.tagsLine(section.tags.join(', '))}</span>
            </>
          )}
        </p>
        <ol className="question-list">
          {paper.questions.map((q, position) =>
            q.section !== s ? null : (
              // A slot keeps its place when its question is replaced, so focus stays on its button.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={position} className="question-item paper-question">
                <h3 className="paper-question__number">{t.questionNumber(position + 1)}</h3>
                <p className="paper-question__instruction" lang="hi">
                  {q.instruction}
                </p>
                {q.prompt && (
                  <p className="question-item__prompt" lang="hi">
                    {q.prompt}
                  </p>
                )}
                <OptionList options={q.options} answer={q.answer} />
                <div className="actions">
                  <button
                    type="button"
                    className="button button--small"
                    disabled={started || busy !== null}
                    aria-describedby={started ? lockNoteId : undefined}
                    onClick={() => void replace(position)}
                  >
                    {busy === position ? t.replacing : t.replace}{' '}
                    <span className="visually-hidden">{t.ofQuestion(position + 1)}</span>
                  </button>
                  <Link to={bankEditorPath(q)} className="paper-question__link">
                    {t.openInBank} <span className="visually-hidden">{t.ofQuestion(position + 1)}</span>
                  </Link>
                </div>
                {problem?.position === position && (
                  <p className="form-error" role="alert">
                    {problem.text}
                  </p>
                )}
              </li>
            ),
          )}
        </ol>
      </section>
    );
  });
}
