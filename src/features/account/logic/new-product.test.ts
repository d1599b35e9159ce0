import { describe, expect, it } from 'vitest';

import { EMPTY_DRAFT, toNewProduct, type ProductDraft } from './new-product';

const NOW = Date.UTC(2026, 10, 23, 12);

const filled: ProductDraft = {
  ...EMPTY_DRAFT,
  title: '  Pixel Buds Pro 3 ',
  brand: 'Google',
  price: '199.99',
  previousPrice: '229',
  rating: '4.5',
  totalRatings: '12',
  stock: '7',
  discountTag: 'Yes',
  discountPercent: '13',
  tags: ['New', ' ', 'Featured'],
  images: ['/images/products/pixel-buds-1.svg', ''],
  specifications: [
    { key: 'Battery', value: '8 h' },
    { key: '', value: '' },
  ],
};

describe('toNewProduct', () => {
  it('converts numbers, trims text, drops empty rows and dates the id', () => {
    expect(toNewProduct(filled, NOW).product).toEqual({
      id: NOW,
      category: 'Computers & Tablets',
      type: 'Computers & Tablets',
      title: 'Pixel Buds Pro 3',
      description: '',
      brand: 'Google',
      rating: 4.5,
      totalRatings: 12,
      previousPrice: 229,
      price: 199.99,
      discountTag: true,
      discountPercent: 13,
      stock: 7,
      tags: ['New', 'Featured'],
      images: ['/images/products/pixel-buds-1.svg'],
      specifications: [{ key: 'Battery', value: '8 h' }],
    });
  });

  it('files a product under the listing’s spelling of its category', () => {
    expect(toNewProduct({ ...filled, category: 'Mobile & Accessories' }, NOW).product?.category).toBe(
      'Mobiles & Accessories',
    );
  });

  it('keeps no discount percent when no discount is available', () => {
    expect(
      toNewProduct({ ...filled, discountTag: 'No', discountPercent: '50' }, NOW).product?.discountPercent,
    ).toBeNull();
  });

  it('names every missing required field with its message', () => {
    expect(toNewProduct({ ...EMPTY_DRAFT, category: 'Toys' }, NOW).errors).toEqual({
      title: 'Please enter the product title.',
      price: 'Please enter a price above 0.',
      category: 'Please choose a category.',
      images: 'Please add at least one image link.',
    });
  });

  it('refuses a discount out of range, a fractional stock and a rating above 5', () => {
    expect(toNewProduct({ ...filled, discountPercent: '0', stock: '1.5', rating: '6' }, NOW).errors).toEqual({
      discountPercent: 'Please enter a discount between 1 and 99 percent.',
      stock: 'Please enter the stock as a whole number, 0 or more.',
      rating: 'Please enter a rating from 0 to 5.',
    });
  });

  it('takes a rating of exactly 5, and refuses a blank or a negative one', () => {
    expect(toNewProduct({ ...filled, rating: '5' }, NOW).product?.rating).toBe(5);
    expect(toNewProduct({ ...filled, rating: '  ' }, NOW).errors).toEqual({
      rating: 'Please enter a rating from 0 to 5.',
    });
    expect(toNewProduct({ ...filled, rating: '-1' }, NOW).errors).toEqual({
      rating: 'Please enter a rating from 0 to 5.',
    });
  });

  it('saves nothing when only the title is missing, though the pricing is right', () => {
    expect(toNewProduct({ ...filled, title: '   ' }, NOW)).toEqual({
      errors: { title: 'Please enter the product title.' },
    });
  });

  it('trims the type, description, brand, image links and specification rows', () => {
    const product = toNewProduct(
      {
        ...filled,
        type: ' Earbuds ',
        description: ' Small and loud. ',
        brand: ' Google ',
        images: [' /images/products/pixel-buds-1.svg '],
        specifications: [
          { key: ' Battery ', value: ' 8 h ' },
          { key: 'Colour', value: '' },
          { key: '', value: 'Waterproof' },
        ],
      },
      NOW,
    ).product;
    expect(product?.type).toBe('Earbuds');
    expect(product?.description).toBe('Small and loud.');
    expect(product?.brand).toBe('Google');
    expect(product?.images).toEqual(['/images/products/pixel-buds-1.svg']);
    expect(product?.specifications).toEqual([
      { key: 'Battery', value: '8 h' },
      { key: 'Colour', value: '' },
      { key: '', value: 'Waterproof' },
    ]);
  });

  it('gives a product with a blank type the category as its type', () => {
    expect(toNewProduct({ ...filled, type: '   ' }, NOW).product?.type).toBe('Computers & Tablets');
  });
});
