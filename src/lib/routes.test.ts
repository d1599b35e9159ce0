import { describe, expect, it } from 'vitest';

import { productLink } from './routes';

describe('productLink', () => {
  it('is the site URL plus /product-details/{id}', () => {
    expect(productLink(1001, 'https://shop.example')).toBe('https://shop.example/product-details/1001');
  });

  it('does not double a trailing slash of the site URL', () => {
    expect(productLink(7, 'https://shop.example/')).toBe('https://shop.example/product-details/7');
  });
});
