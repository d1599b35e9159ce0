export type { CartLine } from './types';
export { cartLinesAtom, cartLoadedAtom, cartTotalsAtom, emptyCartAtom } from './atoms';
export { priceLines, type CatalogEntry, type PricedLine } from './logic/priced-lines';
export { CartView } from './components/cart-view';
export { useAddToCart } from './hooks/use-add-to-cart';
export { useCartSync } from './hooks/use-cart-sync';
export { useLogout } from './hooks/use-logout';
