/**
 * An image's `fetchpriority="low"`, spread onto the element. React 18 knows the attribute only by
 * its HTML name (it warns of `fetchPriority`), so it is passed through as written here.
 */
export const LOW_FETCH_PRIORITY = { fetchpriority: 'low' } as const;
