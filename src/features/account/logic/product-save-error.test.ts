import { describe, expect, it } from 'vitest';

import { productSaveError } from './product-save-error';

describe('productSaveError', () => {
  it('says plainly that only admins can add products when the save is refused', () => {
    expect(
      productSaveError({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }),
    ).toBe('Only admins can add products.');
  });

  it('asks to check the connection when the shop cannot be reached', () => {
    expect(productSaveError({ code: 'unavailable' })).toBe(
      'The shop could not be reached. Check your connection and try again.',
    );
  });

  it("shows any other error's own message", () => {
    expect(productSaveError(new Error('Document already exists'))).toBe('Document already exists');
  });

  it('falls back to a general message for something that is not an error', () => {
    expect(productSaveError(null)).toBe('The product could not be saved.');
    expect(productSaveError('boom')).toBe('The product could not be saved.');
  });
});
