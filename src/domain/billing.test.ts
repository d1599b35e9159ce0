import { describe, expect, it } from 'vitest';

import { checkBilling, orderTotals, type Billing } from './billing';

const complete: Billing = {
  firstname: 'Ana',
  lastname: 'Lima',
  number: '+1 (555) 010-2026',
  email: 'ana@example.com',
  address: '12 Market Street, Springfield',
  country: 'USA',
  zip: '',
  orderNotes: '',
};

describe('checkBilling', () => {
  it('accepts a complete form, with the optional zip and notes left empty', () => {
    expect(checkBilling(complete)).toEqual({});
  });

  it('names every missing required field with the spec message', () => {
    const empty = Object.fromEntries(Object.keys(complete).map((key) => [key, ''])) as unknown as Billing;
    expect(checkBilling(empty)).toEqual({
      firstname: 'First name is required',
      lastname: 'Last name is required',
      number: 'Phone number is required',
      email: 'Email is required',
      address: 'Address is required',
      country: 'Country is required',
    });
  });

  it('wants 7 to 15 digits, an optional leading plus, separators ignored', () => {
    expect(checkBilling({ ...complete, number: '555 0102' }).number).toBeUndefined();
    expect(checkBilling({ ...complete, number: '123456' }).number).toBe('Enter a valid phone number');
    expect(checkBilling({ ...complete, number: '+1234567890123456' }).number).toBe(
      'Enter a valid phone number',
    );
    expect(checkBilling({ ...complete, number: '555-CALL-NOW' }).number).toBe('Enter a valid phone number');
  });

  it('checks the email, the country list and a zip of 4 to 10 digits when given', () => {
    expect(checkBilling({ ...complete, email: 'ana@' }).email).toBe('Enter a valid email');
    expect(checkBilling({ ...complete, country: 'Chile' }).country).toBe('Country is required');
    expect(checkBilling({ ...complete, zip: '123' }).zip).toBe('Zip code must be numeric (4–10 digits)');
    expect(checkBilling({ ...complete, zip: '12345-678' }).zip).toBe(
      'Zip code must be numeric (4–10 digits)',
    );
    expect(checkBilling({ ...complete, zip: '1234567890' }).zip).toBeUndefined();
  });

  it('takes a name, email, address or zip of only spaces as not given', () => {
    expect(
      checkBilling({ ...complete, firstname: '  ', lastname: ' ', email: '   ', address: '  ', zip: '   ' }),
    ).toEqual({
      firstname: 'First name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      address: 'Address is required',
    });
  });

  it('accepts an email typed with spaces around it', () => {
    expect(checkBilling({ ...complete, email: '  ana@example.com ' }).email).toBeUndefined();
  });
});

describe('orderTotals', () => {
  it('adds the flat 10.00 shipping to the cart total, to the cent', () => {
    expect(orderTotals(0.1 + 0.2)).toEqual({ subtotal: 0.3, shipping: 10, total: 10.3 });
    expect(orderTotals(1299.99)).toEqual({ subtotal: 1299.99, shipping: 10, total: 1309.99 });
  });
});
