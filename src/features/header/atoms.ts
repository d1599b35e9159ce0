import { atom } from 'jotai';

import { cartLinesAtom, priceLines } from '@/features/cart';
import { catalogAtom } from '@/features/catalog';

/** Whether the mobile menu is open: spec §3's menu state, whose search text lives with the search. */
export const showMenuAtom = atom(false);

/**
 * The cart as the header counts it: priced from the catalog on this device today by the cart
 * page's own function, so the header's total and the cart page's are one number.
 */
export const pricedCartAtom = atom((get) => priceLines(get(cartLinesAtom), get(catalogAtom)));
