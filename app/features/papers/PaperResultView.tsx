import { useEffect, useRef } from 'react';
import type { PaperResult } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { useTexts } from '../../i18n/texts';
import { Link } from '../../routes/router';
import { ResultQuestions } from './ResultQuestions';
import { ResultSummary } from './ResultSummary';
import { SectionTable } from './SectionTable';
import { ShareResult } from './ShareResult';
import type { EndedHow } from './usePaperSitting';

/** A paper's result (docs/product.md §11): the figures, Share, the sections, then every question. */
export function PaperResultView({ result, ended }: { result: PaperResult; ended: EndedHow | null }) {
  const t = useTexts(papersTexts);
  const heading = useRef<HTMLHeadingElement>(null);

  // A paper that ended on this screen: the learner (and a screen reader) starts at the top of its result.
  useEffect(() => {
    if (ended) heading.current?.focus();
  }, [ended]);

  return (
    <div className="paper-result">
      {ended === 'timeUp' && (
        <p className="notice" role="status">
          {t.timeUp}
        </p>
      )}
      <h1 className="paper__title" lang="hi" tabIndex={-1} ref={heading}>
        {result.title}
      </h1>
      <ResultSummary result={result} />
      <ShareResult result={result} />
      <SectionTable sections={result.sections} />
      <ResultQuestions result={result} />
      <Link to="/papers" className="button button--wide">
        {t.allPapers}
      </Link>
    </div>
  );
}
