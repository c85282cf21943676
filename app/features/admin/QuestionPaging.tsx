import { useId, useState } from 'react';
import type { QuestionPage } from '../../api/admin-questions';
import { errorText } from '../../api/client';
import type { RequestState } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { adminTexts } from './admin-texts';

/** Above a question list: loading, a failed load, or how many questions there are. */
export function ListStatus({
  list,
  empty = 'No questions yet.',
}: {
  list: RequestState<QuestionPage>;
  empty?: string;
}) {
  const total = list.data?.total;
  return (
    <>
      {list.loading && <Loader />}
      {list.error !== undefined && (
        <p className="form-error" role="alert">
          {errorText(list.error, 'Could not load the questions.')}
        </p>
      )}
      {total !== undefined && (
        <p className="note">{total === 0 ? empty : `${total} ${total === 1 ? 'question' : 'questions'}`}</p>
      )}
    </>
  );
}

/** Searches a question list (its prompts and answers). */
export function QuestionSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
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
          Search questions
        </label>
        <input
          id={id}
          type="search"
          lang="hi"
          placeholder="Search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--small">
          Search
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
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** "Reported only": the list shows questions with open reports (docs/product.md §7). */
export function ReportedFilter({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      {adminTexts.reportedOnly}
    </label>
  );
}
