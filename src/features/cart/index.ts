export type { CartLine } from './types';
export { getUserCart, saveUserCart } from './api/user-cart';
export { addToCartAtom, cartLinesAtom, cartTotalsAtom, clearCartAtom } from './atoms';
export { addLine, cartTotals, parseStoredCart, removeLineAt, updateQuantity } from './logic/cart-rules';
export { ADD_TO_CART_MESSAGES, useAddToCart, type AddableProduct } from './use-add-to-cart';
