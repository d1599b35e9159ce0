export type { CartLine } from './types';
export { getUserCart, saveUserCart } from './api/user-cart';
export { cartTotalsAtom } from './atoms';
export { useAddToCart } from './hooks/use-add-to-cart';
