// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  clearAccountCopies,
  keepsAccountCopy,
  onAccountCopiesCleared,
  readAccountCopy,
  removeAccountCopy,
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

  it("removes one copy of one shopper and leaves their others and other shoppers' alone", () => {
    saveAccountCopy('alice', 'desk-numbers', { readAt: 1 });
    saveAccountCopy('alice', 'orders', []);
    saveAccountCopy('bob', 'desk-numbers', { readAt: 2 });
    removeAccountCopy('alice', 'desk-numbers');
    expect(readAccountCopy('alice', 'desk-numbers')).toBeUndefined();
    expect(readAccountCopy('alice', 'orders')).toEqual([]);
    expect(readAccountCopy('bob', 'desk-numbers')).toEqual({ readAt: 2 });
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

describe('whether some account has a copy here', () => {
  beforeEach(() => localStorage.clear());

  it('is true while any shopper has that copy, and false after a sign-out', () => {
    expect(keepsAccountCopy('user-record')).toBe(false);
    saveAccountCopy('alice', 'orders', []);
    localStorage.setItem('user-record', '{}');
    expect(keepsAccountCopy('user-record')).toBe(false);
    saveAccountCopy('bob', 'user-record', { name: 'Bob' });
    expect(keepsAccountCopy('user-record')).toBe(true);
    clearAccountCopies();
    expect(keepsAccountCopy('user-record')).toBe(false);
  });

  it('does not count what the device keeps for whoever uses it', () => {
    localStorage.setItem(untilSignOutKey('user-record'), '{}');
    expect(keepsAccountCopy('user-record')).toBe(false);
  });

  it('is false when storage refuses', () => {
    const key = vi.spyOn(Storage.prototype, 'key').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    saveAccountCopy('bob', 'user-record', {});
    expect(keepsAccountCopy('user-record')).toBe(false);
    key.mockRestore();
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

  it('is no longer told once unsubscribed', () => {
    const listener = vi.fn();
    onAccountCopiesCleared(listener)();
    clearAccountCopies();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a storage that refuses', () => {
  it('only means no offline copy, with a warning', () => {
    const refused = new DOMException('full', 'QuotaExceededError');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw refused;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => saveAccountCopy('alice', 'orders', [])).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Could not keep an offline copy:', refused);
    setItem.mockRestore();
    warn.mockRestore();
  });
});
