// The catalog's fifth entry: the live session's catalog sync. Only the session (its own chunk,
// loaded once the page is live) uses it; through index.ts it and the device database's code it
// reaches would be in the script every page loads before it is live (docs/decisions.md).
export { useCatalogSync } from './hooks/use-catalog-sync';
