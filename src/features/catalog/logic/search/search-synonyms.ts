/**
 * Words that mean the same to a shopper: a query word of a group also finds the group's other
 * words, each as an exact match (docs/architecture.md, "Search"). One word per entry, folded (lower
 * case, no accents); a word belongs to at most one group. Change synonyms here and nowhere else.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['tv', 'television', 'televisions', 'tvs'],
  ['laptop', 'laptops', 'notebook', 'notebooks'],
  ['headphones', 'headphone', 'headset', 'headsets', 'earphones', 'earbuds'],
  ['phone', 'phones', 'smartphone', 'smartphones', 'mobile', 'cellphone'],
  ['watch', 'smartwatch', 'smartwatches'],
  ['pc', 'computer', 'computers', 'desktop'],
  ['speaker', 'speakers', 'loudspeaker'],
  ['fridge', 'refrigerator', 'refrigerators'],
  ['washer', 'washing'],
  ['hoover', 'vacuum'],
  ['console', 'consoles'],
  ['controller', 'gamepad', 'joypad'],
  ['monitor', 'monitors'],
  ['charger', 'chargers', 'adapter'],
];
