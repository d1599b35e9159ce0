import { query, where } from 'firebase/firestore/lite';

import { productsCollection, readProducts } from './products-collection';

/** The highest code point Firestore orders strings by; closes the prefix range. */
const PREFIX_END = '\uf8ff';

/** Products whose title starts with the text (case-sensitive, as Firestore orders); empty text gives []. */
export async function searchProductsByTitle(text: string) {
  if (text === '') return [];
  return readProducts(
    query(productsCollection(), where('title', '>=', text), where('title', '<=', text + PREFIX_END)),
    `products titled "${text}…"`,
  );
}
