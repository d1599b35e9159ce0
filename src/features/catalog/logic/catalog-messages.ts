/** Shown where the catalog should be when neither the device nor the network has it. */
export const CATALOG_UNAVAILABLE =
  'The catalog could not be loaded. Check your connection; it will retry when you are back online.';
