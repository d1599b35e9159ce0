// The shop's own address, in a module of its own: every page builds links with it (lib/routes.ts),
// so it is in the first script, and importing it from lib/env.ts would bring the Firebase and
// checkout settings there too.

/** The site's address (`VITE_SITE_URL`), or the page's own origin when unset. */
export const siteUrl =
  import.meta.env.VITE_SITE_URL ||
  (typeof location === 'undefined' ? 'http://localhost:5000' : location.origin);
