export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show (spec §9): the first and last page, up to `neighbours` pages each side
 * of the current one, and an ellipsis wherever pages are left out. The window is the current page
 * with its neighbours (7 pages for 3 neighbours); with at most the window plus two pages (the
 * first and the last) every page is shown. So with 3 neighbours, 9 pages show in full, and of 11
 * pages, page 1 shows 1 2 3 4 … 11 and page 6 shows 1 … 3 4 5 6 7 8 9 … 11.
 */
export function paginationWindow(current: number, pageCount: number, neighbours: number): PaginationItem[] {
  if (pageCount <= 0) return [];
  const all = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);
  const window = 2 * neighbours + 1;
  if (pageCount <= window + 2) return all(1, pageCount);

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
