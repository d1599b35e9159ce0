import { readProducts, productsCollection } from './products-collection';

/** Every product in the catalog; an empty list when the read fails. */
export const getProducts = () => readProducts(productsCollection(), 'all products');
