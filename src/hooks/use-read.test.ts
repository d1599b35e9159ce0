import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useRead, type ReadOptions } from './use-read';

/** A read whose answers the test gives, one call at a time. */
function controlledRead() {
  const calls: { key: string; answer: (value: string) => void; fail: (error: unknown) => void }[] = [];
  const read = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, answer: resolve, fail: reject });
      }),
  );
  /** Answers the newest call, and waits for React to draw it. */
  const answerLast = async (settle: (call: (typeof calls)[number]) => void) => {
    await act(async () => {
      const call = calls.at(-1);
      if (!call) throw new Error('Nothing was read.');
      settle(call);
      await Promise.resolve();
    });
  };
  return { read, calls, answerLast };
}

const render = (
  read: (key: string) => Promise<string>,
  initial: { key: string | null; options?: ReadOptions },
) =>
  renderHook(({ key, options }) => useRead(key, read, options), {
    initialProps: initial,
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('useRead', () => {
  it('is loading until the read answers, then ready with its value', async () => {
    const { read, answerLast } = controlledRead();
    const { result } = render(read, { key: 'orders' });
    expect(result.current.read).toEqual({ state: 'loading' });
    expect(read).toHaveBeenCalledWith('orders');
    await answerLast((call) => call.answer('three orders'));
    expect(result.current.read).toEqual({ state: 'ready', value: 'three orders' });
  });

  it('fails when the read fails, and Try again reads again from loading', async () => {
    const { read, answerLast } = controlledRead();
    const { result } = render(read, { key: 'orders' });
    await answerLast((call) => call.fail(new Error('offline')));
    expect(result.current.read).toEqual({ state: 'failed' });

    act(() => result.current.retry());
    expect(result.current.read).toEqual({ state: 'loading' });
    expect(read).toHaveBeenCalledTimes(2);
    await answerLast((call) => call.answer('three orders'));
    expect(result.current.read).toEqual({ state: 'ready', value: 'three orders' });
  });

  it('reads a new key from loading, and drops an answer that comes for the old one', async () => {
    const { read, calls, answerLast } = controlledRead();
    const { result, rerender } = render(read, { key: 'paid' });
    rerender({ key: 'shipped' });
    expect(result.current.read).toEqual({ state: 'loading' });
    await act(async () => {
      calls[0]?.answer('the paid orders');
      await Promise.resolve();
    });
    expect(result.current.read).toEqual({ state: 'loading' });
    await answerLast((call) => call.answer('the shipped orders'));
    expect(result.current.read).toEqual({ state: 'ready', value: 'the shipped orders' });
  });

  it('reads nothing for a null key (no account yet) and stays loading', () => {
    const { read } = controlledRead();
    const { result } = render(read, { key: null });
    expect(read).not.toHaveBeenCalled();
    expect(result.current.read).toEqual({ state: 'loading' });
  });

  it('keeps what was read on screen while it refreshes, and after a refresh that fails', async () => {
    const { read, answerLast } = controlledRead();
    const { result } = render(read, { key: 'order' });
    await answerLast((call) => call.answer('paid'));

    act(() => result.current.refresh());
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current.read).toEqual({ state: 'ready', value: 'paid' });
    await answerLast((call) => call.fail(new Error('offline')));
    expect(result.current.read).toEqual({ state: 'ready', value: 'paid' });

    act(() => result.current.refresh());
    await answerLast((call) => call.answer('shipped'));
    expect(result.current.read).toEqual({ state: 'ready', value: 'shipped' });
  });

  it('keeps a failure on screen while it refreshes, until the answer', async () => {
    const { read, answerLast } = controlledRead();
    const { result } = render(read, { key: 'order' });
    await answerLast((call) => call.fail(new Error('offline')));
    act(() => result.current.refresh());
    expect(result.current.read).toEqual({ state: 'failed' });
    await answerLast((call) => call.answer('paid'));
    expect(result.current.read).toEqual({ state: 'ready', value: 'paid' });
  });

  it('reads nothing while paused, and reads again when it resumes, the last answer standing', async () => {
    const { read, answerLast } = controlledRead();
    const { result, rerender } = render(read, { key: 'order', options: { paused: true } });
    expect(read).not.toHaveBeenCalled();
    rerender({ key: 'order', options: { paused: false } });
    await answerLast((call) => call.answer('paid'));

    rerender({ key: 'order', options: { paused: true } });
    expect(read).toHaveBeenCalledTimes(1);
    expect(result.current.read).toEqual({ state: 'ready', value: 'paid' });
    rerender({ key: 'order', options: { paused: false } });
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current.read).toEqual({ state: 'ready', value: 'paid' });
  });

  it('shows no failure that onFailure deals with itself', async () => {
    const { read, answerLast } = controlledRead();
    const refused = new Error('permission-denied');
    const onFailure = (error: unknown) => error === refused;
    const { result } = render(read, { key: 'numbers', options: { onFailure } });
    await answerLast((call) => call.fail(refused));
    expect(result.current.read).toEqual({ state: 'loading' });

    act(() => result.current.retry());
    await answerLast((call) => call.fail(new Error('offline')));
    await waitFor(() => expect(result.current.read).toEqual({ state: 'failed' }));
  });
});
