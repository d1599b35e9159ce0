export type { CartLine } from './types';
export { cartDeviceCode, cartLinesAtom, emptyCartAtom } from './atoms';
export { priceLines, type CatalogEntry, type PricedCart, type PricedLine } from './logic/priced-lines';
export { CartView } from './components/cart-view';
export { WithCartLines } from './components/with-cart-lines';
export { useAddToCart } from './hooks/use-add-to-cart';
export { useCartSync } from './hooks/use-cart-sync';
export { useLogout } from './hooks/use-logout';
export { cartItemCount, limitPerOrderNote, verifyForMoreMessage } from './logic/cart-messages';
