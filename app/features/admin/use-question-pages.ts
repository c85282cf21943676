import { useEffect, useState } from 'react';
import { listQuestions } from '../../api/admin-questions';
import { useRequest } from '../../api/use-request';
import type { ModuleKey } from '../../registry';

export const PAGE_SIZE = 20;

/**
 * A module's questions a page at a time, with a search and the reported filter (GET
 * /api/admin/questions/{module}); `initialSearch` starts it searched (a link from a paper's question).
 */
export function useQuestionPages(key: ModuleKey | undefined, initialSearch = '') {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState(initialSearch.trim());
  const [reported, setReportedOnly] = useState(false);
  const list = useRequest(
    key ? (signal) => listQuestions(key, { page, pageSize: PAGE_SIZE, q, reported }, signal) : null,
    [key, page, q, reported],
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  // Deleting the last question of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  return {
    list,
    page,
    pages,
    /** Where question i of this page stands in the whole list, from 1. */
    number: (i: number) => (page - 1) * PAGE_SIZE + i + 1,
    setPage,
    /** The search on ('' for none). */
    query: q,
    search: (text: string) => {
      setPage(1);
      setQ(text.trim());
    },
    /** Only questions with open reports (docs/product.md §7). */
    reported,
    setReported: (on: boolean) => {
      setPage(1);
      setReportedOnly(on);
    },
  };
}
