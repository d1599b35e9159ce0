// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { parseStoredIds, storedIds } from './stored-ids';

describe('ids stored on the device', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was written, in order', () => {
    const list = storedIds('test-ids', 4);
    list.write([3, 1, 2]);
    expect(list.read()).toEqual([3, 1, 2]);
    expect(localStorage.getItem('test-ids')).toBe('[3,1,2]');
  });

  it('gives the same array while nothing changed, and a new one after a write', () => {
    const list = storedIds('test-ids', 4);
    list.write([1]);
    const first = list.read();
    expect(list.read()).toBe(first);
    list.write([1, 2]);
    expect(list.read()).not.toBe(first);
  });

  it('recovers from corrupt storage: what is not JSON, not a list, or not ids', () => {
    expect(parseStoredIds('{not json', 4)).toEqual([]);
    expect(parseStoredIds('{"ids":[1]}', 4)).toEqual([]);
    expect(parseStoredIds('[1,"2",null,-3,4.5,1,7]', 4)).toEqual([1, 7]);
    localStorage.setItem('test-ids', 'garbage');
    expect(storedIds('test-ids', 4).read()).toEqual([]);
  });

  it('keeps at most its limit', () => {
    const list = storedIds('test-ids', 2);
    list.write([1, 2, 3]);
    expect(list.read()).toEqual([1, 2]);
  });

  it('tells its listeners of a write here and of a change from another tab', () => {
    const list = storedIds('test-ids', 4);
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.write([1]);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-ids' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.write([2]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads nothing stored as no ids, and takes only ids above 0', () => {
    expect(parseStoredIds(null, 4)).toEqual([]);
    expect(parseStoredIds('null', 4)).toEqual([]);
    expect(parseStoredIds('[0,2]', 4)).toEqual([2]);
    expect(storedIds('test-ids', 4).read()).toEqual([]);
  });

  it('reads an empty list as the same empty list every time', () => {
    const list = storedIds('test-ids', 4);
    const none = list.read();
    list.write([]);
    expect(list.read()).toBe(none);
    list.write([0]);
    expect(list.read()).toBe(none);
  });

  it('hears another tab clearing the whole storage', () => {
    const list = storedIds('test-ids', 4);
    const listener = vi.fn();
    list.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps telling the listeners still subscribed, and stops listening to other tabs after the last', () => {
    const list = storedIds('test-ids', 4);
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = list.subscribe(first);
    const unsubscribeSecond = list.subscribe(second);
    expect(add.mock.calls.filter(([type]) => (type as string) === 'storage')).toHaveLength(1);
    unsubscribeFirst();
    expect(remove).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-ids' }));
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribeSecond();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-ids' }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    add.mockRestore();
    remove.mockRestore();
  });

  it('reads no ids where storage cannot be read', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(storedIds('test-ids', 4).read()).toEqual([]);
    getItem.mockRestore();
  });

  it('keeps the list for the visit when the storage refuses it', () => {
    const list = storedIds('test-ids', 4);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    list.write([5]);
    expect(list.read()).toEqual([5]);
    setItem.mockRestore();
  });
});
