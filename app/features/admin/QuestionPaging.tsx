import { useId, useState } from 'react';
import type { QuestionPage } from '../../api/admin-questions';
import { errorText } from '../../api/error-text';
import type { RequestState } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { adminTexts } from '../../i18n/catalogue/admin';
import { useTexts } from '../../i18n/texts';

/**
 * Above a question list: loading, a failed load, or how many questions there are; `searched` is
 * the search on, so an empty answer says nothing matched rather than that there are no questions.
 */
export function ListStatus({
  list,
  empty,
  searched,
}: {
  list: RequestState<QuestionPage>;
  empty?: string;
  searched?: string;
}) {
  const t = useTexts(adminTexts);
  const total = list.data?.total;
  empty ??= searched ? t.noMatch(searched) : undefined;
  return (
    <>
      {list.loading && <Loader />}
      {list.error !== undefined && (
        <p className="form-error" role="alert">
          {errorText(list.error, t.loadFailed)}
        </p>
      )}
      {total !== undefined && (
        <p className="note">{total === 0 ? (empty ?? t.noQuestions) : t.count(total)}</p>
      )}
    </>
  );
}

/** Searches a question list (its prompts and answers); `initial` is the search it opened with. */
export function QuestionSearch({
  onSearch,
  initial = '',
}: {
  onSearch: (text: string) => void;
  initial?: string;
}) {
  const t = useTexts(adminTexts);
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <search>
      <form
        className="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t.searchQuestions}
        </label>
        <input
          id={id}
          type="search"
          lang="hi"
          placeholder={t.search}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--small">
          {t.search}
        </button>
      </form>
    </search>
  );
}

/** Previous and Next under a question list, shown when it has more than one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTexts(adminTexts);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t.pages}>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous}
      </button>
      <span>{t.pageOf(page, pages)}</span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}

/** "Reported only": the list shows questions with open reports (docs/product.md §7). */
export function ReportedFilter({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useTexts(adminTexts);
  return (
    <label className="check">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      {t.reportedOnly}
    </label>
  );
}
