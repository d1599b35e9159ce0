export type { CartLine } from './types';
export { cartTotalsAtom } from './atoms';
export { CartView } from './components/cart-view';
export { useAddToCart } from './hooks/use-add-to-cart';
export { useCartSync } from './hooks/use-cart-sync';
export { useLogout } from './hooks/use-logout';
