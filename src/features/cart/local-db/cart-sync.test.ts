import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import { addLine } from '../logic/cart-rules';
import type { CartLine } from '../types';
import { closeCartDb } from './cart-db';
import { changeStoredCart, readOutbox, readStoredCart } from './cart-store';
import { createOutboxFlusher, flushCart, syncOnSignIn } from './cart-sync';

vi.mock('../api/user-cart', () => ({ saveUserCart: vi.fn(), readUserCart: vi.fn() }));

const UID = 'shopper-1';
const headphones = aCartLine({ id: 1, quantity: 1 });
const laptop = aCartLine({ id: 2, quantity: 1 });
const add = (line: CartLine) => changeStoredCart({ apply: (lines) => addLine(lines, line), uid: UID });
const summary = (lines: CartLine[]) => lines.map((line) => `${line.id}×${line.quantity}`);

beforeEach(async () => {
  await closeCartDb();
  await deleteDB('eshop-cart');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('queues every change for the account and a flush writes the latest cart once', async () => {
    await add(headphones);
    await add(laptop);
    const write = vi.fn((_uid: string, _cart: CartLine[]) => Promise.resolve());
    expect(await flushCart(UID, write)).toBe('saved');
    expect(write).toHaveBeenCalledTimes(1);
    expect(summary(write.mock.calls[0]?.[1] ?? [])).toEqual(['1×1', '2×1']);
    expect(await readOutbox(UID)).toBeUndefined();
    expect(await flushCart(UID, write)).toBe('nothing');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('never writes the same entry twice when flushes overlap', async () => {
    await add(headphones);
    const write = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    const results = await Promise.all([flushCart(UID, write), flushCart(UID, write), flushCart(UID, write)]);
    expect(results).toEqual(['saved', 'nothing', 'nothing']);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('keeps a change made during a write queued for the next flush', async () => {
    await add(headphones);
    const write = vi.fn(async () => {
      if (write.mock.calls.length === 1) await add(laptop);
    });
    await flushCart(UID, write);
    expect(summary((await readOutbox(UID))?.cart ?? [])).toEqual(['1×1', '2×1']);
    await flushCart(UID, write);
    expect(await readOutbox(UID)).toBeUndefined();
  });

  it('keeps the entry when the write fails', async () => {
    await add(headphones);
    await expect(flushCart(UID, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(summary((await readOutbox(UID))?.cart ?? [])).toEqual(['1×1']);
  });
});

describe('the flusher', () => {
  it('retries a failed write with growing delays until it succeeds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flush = vi
      .fn<(uid: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(undefined);
    const flusher = createOutboxFlusher(flush, () => true);
    flusher.start(UID);
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(flush).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(3);
    flusher.stop();
  });

  it('waits while offline and flushes when poked on reconnect; stops at sign-out', async () => {
    let online = false;
    const flush = vi.fn(() => Promise.resolve());
    const flusher = createOutboxFlusher(flush, () => online);
    flusher.start(UID);
    await Promise.resolve();
    expect(flush).not.toHaveBeenCalled();
    online = true;
    flusher.poke();
    await vi.waitFor(() => expect(flush).toHaveBeenCalledWith(UID));
    flusher.stop();
    flusher.poke();
    expect(flush).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in', () => {
  it('adds an offline change to what another device saved, and queues the result', async () => {
    // In step with the account at one pair of headphones…
    await syncOnSignIn(UID, () => Promise.resolve([headphones]));
    // …this device adds a second pair offline, while another device adds a laptop.
    await add(headphones);
    const merged = await syncOnSignIn(UID, () => Promise.resolve([headphones, laptop]));
    expect(summary(merged)).toEqual(['1×2', '2×1']);
    expect(summary(await readStoredCart())).toEqual(['1×2', '2×1']);
    expect(summary((await readOutbox(UID))?.cart ?? [])).toEqual(['1×2', '2×1']);
  });

  it('does not count twice a write that reached the account before its page closed', async () => {
    await syncOnSignIn(UID, () => Promise.resolve([]));
    await add(headphones); // queued, written, but never marked written
    const merged = await syncOnSignIn(UID, () => Promise.resolve([headphones]));
    expect(summary(merged)).toEqual(['1×1']);
    expect(await readOutbox(UID)).toBeUndefined();
  });

  it('does not count twice a landed but unnoted write followed by another change', async () => {
    await syncOnSignIn(UID, () => Promise.resolve([]));
    await add(headphones);
    // The write reaches the account, then the page closes before noting it.
    await expect(flushCart(UID, () => Promise.reject(new Error('page closed')))).rejects.toThrow();
    await add(headphones); // the next page adds another pair before its sign-in merge runs
    const merged = await syncOnSignIn(UID, () => Promise.resolve([headphones]));
    expect(summary(merged)).toEqual(['1×2']);
  });

  it('takes the account’s cart over lines another account left on the device', async () => {
    await syncOnSignIn('someone-else', () => Promise.resolve([laptop]));
    expect(summary(await syncOnSignIn(UID, () => Promise.resolve([headphones])))).toEqual(['1×1']);
  });

  it('leaves the device’s cart alone when the account cannot be read', async () => {
    await add(headphones);
    await expect(syncOnSignIn(UID, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(summary(await readStoredCart())).toEqual(['1×1']);
  });
});
