/**
 * The searches the listing wrote into its URL that the router has not shown back yet, oldest
 * first. The router shows a write late (its navigations are transitions), so by then the filters
 * may have moved on: a second box ticked. Seen as a URL from elsewhere, that late write would
 * overwrite the filters and lose the second tick.
 */
export function createOwnUrlWrites() {
  let pending: string[] = [];
  return {
    wrote(search: string) {
      if (pending.at(-1) !== search) pending.push(search);
    },
    /**
     * True when `search` is one of this page's writes coming back (it and any older write are
     * then done; the router may skip a superseded one). False for a URL from elsewhere (a link,
     * back or forward), which also forgets the pending writes.
     */
    isOwn(search: string) {
      const at = pending.lastIndexOf(search);
      pending = at === -1 ? [] : pending.slice(at + 1);
      return at !== -1;
    },
    forget() {
      pending = [];
    },
  };
}
