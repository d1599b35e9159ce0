import { useEffect, useState } from 'react';

import { getProducts } from './api/get-products';
import type { Product } from './types';

/** Every product, read once per mount. */
export function useProducts() {
  const [products, setProducts] = useState<Product[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void getProducts().then((list) => {
      if (live) setProducts(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return products;
}
