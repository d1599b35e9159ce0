import { describe, expect, it } from 'vitest';

import {
  CART_PATH,
  categoryPath,
  CHECKOUT_PATH,
  COMPARE_PATH,
  CONTACT_PATH,
  DASHBOARD_PATH,
  HOME_PATH,
  localeBase,
  localePath,
  LOGIN_PATH,
  ORDERS_TAB_PATH,
  productLink,
  productPath,
  PRODUCTS_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  SEARCH_PATH,
  searchPath,
  splitLocalePath,
  WISHLIST_PATH,
} from './routes';

describe('the pages without a parameter', () => {
  // Addresses shoppers saved, the prerendered files and the e2e tests rely on: none may move.
  it.each([
    [HOME_PATH, '/'],
    [PRODUCTS_PATH, '/products'],
    [SEARCH_PATH, '/search'],
    [CONTACT_PATH, '/contact'],
    [CART_PATH, '/cart'],
    [CHECKOUT_PATH, '/checkout'],
    [LOGIN_PATH, '/login'],
    [REGISTER_PATH, '/register'],
    [RESET_PASSWORD_PATH, '/reset-password'],
    [WISHLIST_PATH, '/wishlist'],
    [COMPARE_PATH, '/compare'],
    [DASHBOARD_PATH, '/dashboard'],
  ])('%s stays %s', (path, address) => {
    expect(path).toBe(address);
  });
});

describe('ORDERS_TAB_PATH', () => {
  it('is the dashboard with its Orders tab open', () => {
    expect(ORDERS_TAB_PATH).toBe('/dashboard?tab=orders');
  });
});

describe('productPath', () => {
  it('is /product-details/{id}', () => {
    expect(productPath(1001)).toBe('/product-details/1001');
  });
});

describe('searchPath', () => {
  it('is the results page with the trimmed text as its query, encoded', () => {
    expect(searchPath('  usb c & hub ')).toBe('/search?q=usb%20c%20%26%20hub');
  });
});

describe('productLink', () => {
  it('is the site URL plus /product-details/{id}', () => {
    expect(productLink(1001, 'https://shop.example')).toBe('https://shop.example/product-details/1001');
  });

  it('does not double a trailing slash of the site URL', () => {
    expect(productLink(7, 'https://shop.example/')).toBe('https://shop.example/product-details/7');
    expect(productLink(7, 'https://shop.example//')).toBe('https://shop.example/product-details/7');
  });
});

describe("each language's addresses", () => {
  it('keeps English at the root and puts the others under their lower-case code', () => {
    expect(localePath('en', PRODUCTS_PATH)).toBe('/products');
    expect(localePath('bn', PRODUCTS_PATH)).toBe('/bn/products');
    expect(localePath('hi', productPath(1001))).toBe('/hi/product-details/1001');
    expect(localePath('fr-CA', CART_PATH)).toBe('/fr-ca/cart');
  });

  it("gives each language's home its prefix alone, and the router that prefix as its base", () => {
    expect(localePath('en', HOME_PATH)).toBe('/');
    expect(localePath('bn', HOME_PATH)).toBe('/bn');
    expect(localeBase('en')).toBe('/');
    expect(localeBase('fr-CA')).toBe('/fr-ca');
  });

  it.each(['en', 'bn', 'hi', 'fr-CA'] as const)('reads back the language and the path of %s', (locale) => {
    for (const path of [HOME_PATH, PRODUCTS_PATH, productPath(7), CHECKOUT_PATH])
      expect(splitLocalePath(localePath(locale, path))).toEqual({ locale, path });
  });

  it('takes an address that only starts like a prefix, or an unknown one, for English', () => {
    expect(splitLocalePath('/bnx/cart')).toEqual({ locale: 'en', path: '/bnx/cart' });
    expect(splitLocalePath('/de/cart')).toEqual({ locale: 'en', path: '/de/cart' });
    expect(splitLocalePath('/product-details/hi')).toEqual({ locale: 'en', path: '/product-details/hi' });
  });

  it("writes a shared product link in the shopper's language", () => {
    expect(productLink(1001, 'https://shop.example', 'hi')).toBe(
      'https://shop.example/hi/product-details/1001',
    );
  });
});

describe('categoryPath', () => {
  it('is the listing with the category as its query, encoded', () => {
    expect(categoryPath('Laptops')).toBe('/products?q=Laptops');
    expect(categoryPath('Audio & Headphones')).toBe('/products?q=Audio%20%26%20Headphones');
  });
});
