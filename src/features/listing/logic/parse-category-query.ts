import { LISTING_URL_KEYS } from './listing-url-keys';

/** `?q=`, the start of a query string that names a category. */
const CATEGORY_PREFIX = `?${LISTING_URL_KEYS.category}=`;

/** Where the next listing parameter after the category begins. */
const NEXT_KEY = new RegExp(`&(?:${Object.values(LISTING_URL_KEYS).join('|')})=`);

/**
 * Turns `+` and percent escapes into text. Each run of escapes is decoded on its own, so a
 * malformed one (`%E0%A4`, a lone `%`) is kept as typed instead of throwing.
 */
export function decodeQueryText(text: string): string {
  return text.replace(/\+/g, ' ').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * The category a listing link asks for (spec §2): the text after the first three characters of
 * the query string, `?q=`, with encoded spaces turned to spaces. The spec's rule would swallow the
 * other filters the listing keeps in the URL, so the text stops where one of those begins; a raw
 * `&` inside a name (`?q=Audio%20&%20Headphones`) is still part of it. `rest` is what follows,
 * without its leading `&`.
 */
export function splitCategoryQuery(search: string): { category: string | null; rest: string } {
  if (!search.startsWith(CATEGORY_PREFIX)) return { category: null, rest: search.replace(/^\?/, '') };
  const text = search.slice(CATEGORY_PREFIX.length);
  const end = text.search(NEXT_KEY);
  const category = decodeQueryText(end === -1 ? text : text.slice(0, end)).trim();
  return { category: category === '' ? null : category, rest: end === -1 ? '' : text.slice(end + 1) };
}

export const parseCategoryQuery = (search: string) => splitCategoryQuery(search).category;
