export type { CartLine } from './types';
export { getUserCart, saveUserCart } from './api/user-cart';
