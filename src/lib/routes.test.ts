import { describe, expect, it } from 'vitest';

import { categoryPath, productLink } from './routes';

describe('productLink', () => {
  it('is the site URL plus /product-details/{id}', () => {
    expect(productLink(1001, 'https://shop.example')).toBe('https://shop.example/product-details/1001');
  });

  it('does not double a trailing slash of the site URL', () => {
    expect(productLink(7, 'https://shop.example/')).toBe('https://shop.example/product-details/7');
    expect(productLink(7, 'https://shop.example//')).toBe('https://shop.example/product-details/7');
  });
});

describe('categoryPath', () => {
  it('is the listing with the category as its query, encoded', () => {
    expect(categoryPath('Laptops')).toBe('/products?q=Laptops');
    expect(categoryPath('Audio & Headphones')).toBe('/products?q=Audio%20%26%20Headphones');
  });
});
