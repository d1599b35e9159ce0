import type { SearchIndexParts } from '../../src/features/catalog/logic/search/search-index';

/** What the search index's parts keep in memory: the typed arrays, and the words string (2 bytes a letter). */
export const retainedBytes = (parts: SearchIndexParts) =>
  parts.wordStart.byteLength +
  parts.postingStart.byteLength +
  parts.postings.byteLength +
  parts.byPopularity.byteLength +
  parts.popularity.byteLength +
  2 * parts.words.length;
