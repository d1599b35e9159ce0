// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  clearAccountCopies,
  onAccountCopiesCleared,
  readAccountCopy,
  saveAccountCopy,
  untilSignOutKey,
} from './account-copies';

describe('account copies', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a copy per shopper and reads it back', () => {
    saveAccountCopy('alice', 'orders', [{ id: 'o1' }]);
    expect(readAccountCopy('alice', 'orders')).toEqual([{ id: 'o1' }]);
    expect(readAccountCopy('bob', 'orders')).toBeUndefined();
  });

  it('gives nothing for a corrupt copy instead of throwing', () => {
    localStorage.setItem('eshop-account:alice:orders', '{not json');
    expect(readAccountCopy('alice', 'orders')).toBeUndefined();
  });

  it('removes every shopper copy at sign-out and leaves the rest of the storage', () => {
    saveAccountCopy('alice', 'orders', []);
    saveAccountCopy('bob', 'orders', []);
    localStorage.setItem('springSaleEnd', '2026-12-01');
    clearAccountCopies();
    expect(readAccountCopy('alice', 'orders')).toBeUndefined();
    expect(readAccountCopy('bob', 'orders')).toBeUndefined();
    expect(localStorage.getItem('springSaleEnd')).toBe('2026-12-01');
  });
});

describe('what the device keeps until a sign-out', () => {
  beforeEach(() => localStorage.clear());

  it('goes with the account copies, and this tab hears it', () => {
    const listener = vi.fn();
    const unsubscribe = onAccountCopiesCleared(listener);
    localStorage.setItem(untilSignOutKey('recently-viewed'), '[1001]');
    clearAccountCopies();
    expect(localStorage.getItem(untilSignOutKey('recently-viewed'))).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
