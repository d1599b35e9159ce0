export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show (spec §9): the first and last page, up to `neighbours` pages each side
 * of the current one, and an ellipsis wherever pages are left out. With at most `neighbours + 2`
 * pages every page is shown. So with 3 neighbours and 6 pages, page 1 shows 1 2 3 4 … 6 and
 * page 4 shows all six.
 */
export function paginationWindow(current: number, pageCount: number, neighbours: number): PaginationItem[] {
  if (pageCount <= 0) return [];
  const all = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);
  if (pageCount <= neighbours + 2) return all(1, pageCount);

  const page = Math.min(Math.max(1, current), pageCount);
  const from = Math.max(2, page - neighbours);
  const to = Math.min(pageCount - 1, page + neighbours);
  return [
    1,
    ...(from > 2 ? (['start-ellipsis'] as const) : []),
    ...all(from, to),
    ...(to < pageCount - 1 ? (['end-ellipsis'] as const) : []),
    pageCount,
  ];
}
