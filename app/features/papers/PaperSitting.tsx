import { useEffect, useId, useRef, useState } from 'react';
import type { PaperResult, RunningAttempt } from '../../api/papers';
import { Loader } from '../../components/Loader';
import { papersTexts } from '../../i18n/catalogue/papers';
import { useTexts } from '../../i18n/texts';
import type { SaveStatus } from './answer-saver';
import { Palette } from './Palette';
import { PaperClock } from './PaperClock';
import { QuestionCard } from './QuestionCard';
import { SubmitDialog } from './SubmitDialog';
import { type EndedHow, usePaperSitting } from './usePaperSitting';

interface Props {
  attempt: RunningAttempt;
  onEnded: (result: PaperResult, how: EndedHow) => void;
}

/**
 * The paper on its clock, CBT style (docs/product.md §11), phone first: the title and clock on
 * top, one question at a time, Mark for review / Clear / Previous / Save & Next, the palette
 * behind a button, and Submit with its confirmation.
 */
export function PaperSitting({ attempt, onEnded }: Props) {
  const t = useTexts(papersTexts);
  const sitting = usePaperSitting(attempt, onEnded);
  const { index, current, answer, phase, status, questions } = sitting;
  const [paletteOpen, setPaletteOpen] = useState(false);
  const idPrefix = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);

  // A new question takes the focus to its heading (a screen reader starts there); not on opening.
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    headingRef.current?.focus();
  }, [index]);

  const locked = phase !== 'sitting' && phase !== 'confirm';
  const last = index === questions.length - 1;
  const go = (i: number) => {
    setPaletteOpen(false);
    sitting.goTo(i);
  };

  return (
    <section className="paper" aria-labelledby={`${idPrefix}-title`}>
      <div className="paper__bar">
        <h1 id={`${idPrefix}-title`} className="paper__title" lang="hi">
          {sitting.title}
        </h1>
        <PaperClock secondsLeft={sitting.secondsLeft} />
      </div>

      {phase === 'ending' || phase === 'endFailed' ? (
        <div className="card" role="status">
          <p className="end-message">{phase === 'ending' ? t.ending : t.timeUp}</p>
          {phase === 'ending' ? (
            <Loader />
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void sitting.retryResult()}
            >
              {t.seeResultAgain}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="paper__tools">
            <button
              type="button"
              className="button button--small"
              aria-expanded={paletteOpen}
              aria-controls={`${idPrefix}-palette`}
              onClick={() => setPaletteOpen((open) => !open)}
            >
              <span aria-hidden="true">▦ </span>
              {t.palette}
            </button>
            <SaveState status={status} />
          </div>
          {paletteOpen && (
            <Palette
              id={`${idPrefix}-palette`}
              questions={questions}
              sections={sitting.sections}
              states={sitting.states}
              counts={sitting.counts}
              current={index}
              onGo={go}
            />
          )}

          <QuestionCard
            key={current._id}
            question={current}
            number={index + 1}
            total={questions.length}
            sectionTitle={sitting.sections[current.section]?.title}
            answer={answer}
            locked={locked}
            onChoose={sitting.choose}
            headingRef={headingRef}
            idPrefix={idPrefix}
          />

          <div className="paper__actions">
            <button
              type="button"
              className={answer.marked ? 'button paper__mark paper__mark--on' : 'button paper__mark'}
              aria-pressed={answer.marked}
              disabled={locked}
              onClick={sitting.toggleMark}
            >
              <span aria-hidden="true">{answer.marked ? '★ ' : '☆ '}</span>
              {t.mark}
            </button>
            <button
              type="button"
              className="button"
              disabled={locked || answer.choice === null}
              onClick={sitting.clear}
            >
              {t.clear}
            </button>
            <button
              type="button"
              className="button"
              disabled={locked || index === 0}
              onClick={() => sitting.goTo(index - 1)}
            >
              <span aria-hidden="true">← </span>
              {t.previous}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={locked || last}
              onClick={() => sitting.goTo(index + 1)}
            >
              {t.saveNext}
              <span aria-hidden="true"> →</span>
            </button>
          </div>

          <button
            type="button"
            className="button button--wide paper__submit"
            disabled={locked}
            onClick={sitting.openSubmit}
          >
            {t.submit}
          </button>

          {(phase === 'confirm' || phase === 'submitting') && (
            <SubmitDialog
              counts={sitting.counts}
              busy={phase === 'submitting'}
              error={sitting.error && t[sitting.error]}
              onConfirm={() => void sitting.submit()}
              onCancel={sitting.cancelSubmit}
            />
          )}
        </>
      )}
    </section>
  );
}

/** Saving and saved said quietly beside the palette button; a problem is announced. */
function SaveState({ status }: { status: SaveStatus }) {
  const t = useTexts(papersTexts);
  const problem = status === 'unsaved' ? t.unsaved : status === 'failed' ? t.saveFailed : '';
  return (
    <>
      {status === 'saving' && <span className="paper__saved">{t.saving}</span>}
      {status === 'saved' && (
        <span className="paper__saved">
          <span aria-hidden="true">✓ </span>
          {t.saved}
        </span>
      )}
      <p className="paper__problem" role="alert">
        {problem}
      </p>
    </>
  );
}
