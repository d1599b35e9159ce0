import { afterEach, describe, expect, it, vi } from 'vitest';

import { tabChannel } from './tab-channel';

/** Lets a BroadcastChannel message arrive. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a channel between tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the other tabs, and this tab only when asked', async () => {
    const thisTab = tabChannel<string>('test-tabs-1');
    const otherTab = tabChannel<string>('test-tabs-1');
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    const stopHere = thisTab.listen(heardHere);
    const stopThere = otherTab.listen(heardThere);

    thisTab.announce('cart changed');
    await delivered();
    expect(heardThere).toHaveBeenCalledWith('cart changed');
    expect(heardHere).not.toHaveBeenCalled();

    thisTab.announce('signed out', { includingThisTab: true });
    await delivered();
    expect(heardHere).toHaveBeenCalledWith('signed out');
    expect(heardThere).toHaveBeenLastCalledWith('signed out');
    stopHere();
    stopThere();
  });

  it('is not heard by a listener that stopped listening, here or there', async () => {
    const thisTab = tabChannel<string>('test-tabs-2');
    const otherTab = tabChannel<string>('test-tabs-2');
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    thisTab.listen(heardHere)();
    otherTab.listen(heardThere)();
    thisTab.announce('ping', { includingThisTab: true });
    await delivered();
    expect(heardHere).not.toHaveBeenCalled();
    expect(heardThere).not.toHaveBeenCalled();
  });

  it('keeps to other channels’ names', async () => {
    const heard = vi.fn();
    tabChannel<string>('test-tabs-3').listen(heard);
    tabChannel<string>('test-tabs-4').announce('elsewhere');
    await delivered();
    expect(heard).not.toHaveBeenCalled();
  });

  it('without BroadcastChannel, still tells this tab when asked', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = tabChannel<number>('test-tabs-5');
    const heard = vi.fn();
    channel.listen(heard);
    channel.announce(1);
    channel.announce(2, { includingThisTab: true });
    expect(heard.mock.calls).toEqual([[2]]);
  });

  it('without BroadcastChannel, stops telling a listener that stopped listening', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = tabChannel<number>('test-tabs-6');
    const heard = vi.fn();
    channel.listen(heard)();
    channel.announce(1, { includingThisTab: true });
    expect(heard).not.toHaveBeenCalled();
  });
});
