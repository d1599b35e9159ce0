// @vitest-environment jsdom
/* global window, document, MouseEvent */
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { HYDRATION_WAIT_MS, markLive, replayEarlyTaps } from '../src/lib/early-taps';
import { AFTER_PAINT_LOADER } from './after-paint-scripts';

// The prerendered page's inline loader holds taps until the page is live; replayEarlyTaps plays
// them. Run together here, as in the page: the loader's text, then the app's replay.
new Function(AFTER_PAINT_LOADER)();

/** A prerendered page's root: markup without handlers, as before the page is live. */
function drawPage() {
  document.body.innerHTML = `<div id="root">
    <button id="plus" type="button">+</button>
    <button id="disabled" type="button" disabled>x</button>
    <div role="tab" id="tab">Specification</div>
    <label><input type="radio" name="v" id="radio" value="Space Gray"> Space Gray</label>
    <label><input type="checkbox" id="box"> In stock</label>
    <a id="link" href="#elsewhere">Cart</a>
    <form id="form"><input name="q"><button id="send">Search</button></form>
    <div data-part id="footer"><form id="newsletter"><input name="email"><button id="sign-up">Sign up</button></form></div>
  </div><button id="outside" type="button">outside the page</button>`;
}

const byId = (id) => document.getElementById(id);

/** What React leaves on a node it has hydrated (the replay waits for it). */
const hydrate = (element) => Object.assign(element, { __reactFiber$test: {} });
const hydrateAll = () => document.querySelectorAll('#root *').forEach(hydrate);

describe('taps before the page is live', () => {
  beforeEach(() => {
    window.eshopLive = false;
    window.eshopEarlyTaps.splice(0);
    drawPage();
  });

  it('holds taps on buttons, tabs and radios, and sent forms, in order, and lets links and boxes be', () => {
    const form = byId('form');
    form.addEventListener('submit', () => {
      throw new Error('a form was sent before the page was live');
    });
    const followed = [];
    byId('link').addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    byId('plus').click();
    byId('tab').click();
    byId('radio').click();
    byId('box').click();
    byId('link').click();
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    byId('plus').click();
    byId('outside').click();

    expect(window.eshopEarlyTaps.map((element) => element.id)).toEqual([
      'plus',
      'tab',
      'radio',
      'form',
      'plus',
    ]);
    // A held radio is not ticked yet (its tap is played once the page can hear it); a box is.
    expect(byId('radio').checked).toBe(false);
    expect(byId('box').checked).toBe(true);
    expect(followed).toEqual([true]);
  });

  it('plays them once live, each in its own task, skipping what is gone, and holds nothing after', async () => {
    const heard = [];
    for (const id of ['plus', 'tab', 'radio']) byId(id).addEventListener('click', () => heard.push(id));
    byId('plus').addEventListener('click', () => queueMicrotask(() => heard.push('plus drawn')));
    const submitted = vi.fn((event) => event.preventDefault());
    byId('form').addEventListener('submit', submitted);

    byId('plus').click();
    byId('radio').click();
    byId('tab').click();
    byId('form').dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    byId('plus').click();
    const gone = byId('tab');
    gone.remove();
    expect(heard).toEqual([]);

    hydrateAll();
    await replayEarlyTaps();

    // The first tap's updates are done before the second tap is played.
    expect(heard).toEqual(['plus', 'plus drawn', 'radio', 'plus', 'plus drawn']);
    expect(byId('radio').checked).toBe(true);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(window.eshopEarlyTaps).toEqual([]);

    byId('plus').click();
    expect(heard).toEqual(['plus', 'plus drawn', 'radio', 'plus', 'plus drawn', 'plus']);
    expect(window.eshopEarlyTaps).toEqual([]);
  });

  it('plays a tap once its part of the page is hydrated, and drops it if that never comes', async () => {
    vi.useFakeTimers();
    try {
      const heard = [];
      byId('plus').addEventListener('click', () => heard.push('plus'));
      const submitted = vi.fn((event) => event.preventDefault());
      byId('form').addEventListener('submit', submitted);
      byId('plus').click();
      byId('form').dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));

      const replay = replayEarlyTaps();
      await vi.advanceTimersByTimeAsync(1000);
      // The footer's chunk (say) is still on its way: nothing is played, no form is sent.
      expect(heard).toEqual([]);
      hydrate(byId('plus'));
      await vi.advanceTimersByTimeAsync(100);
      expect(heard).toEqual(['plus']);

      await vi.advanceTimersByTimeAsync(HYDRATION_WAIT_MS);
      await replay;
      expect(submitted).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('once live, holds a tap on a part not hydrated yet and plays it when that part is', async () => {
    vi.useFakeTimers();
    try {
      const heard = [];
      byId('plus').addEventListener('click', () => heard.push('plus'));
      byId('tab').addEventListener('click', () => heard.push('tab'));
      hydrate(byId('tab'));
      await replayEarlyTaps();

      // The tab is live and hears its tap at once; the + button (its section's chunk still on its
      // way) is held, then played as soon as it is hydrated.
      byId('tab').click();
      byId('plus').click();
      expect(heard).toEqual(['tab']);
      await vi.advanceTimersByTimeAsync(500);
      expect(heard).toEqual(['tab']);
      hydrate(byId('plus'));
      await vi.advanceTimersByTimeAsync(100);
      expect(heard).toEqual(['tab', 'plus']);
      expect(window.eshopEarlyTaps).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a tap on a part React has hydrated but not yet committed, and plays it once the part is live', async () => {
    vi.useFakeTimers();
    try {
      const sent = [];
      const newsletter = byId('newsletter');
      // As React's handler would, once it hears the form: it keeps the page where it is.
      newsletter.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push('newsletter');
      });
      await replayEarlyTaps();

      // Rendered (its nodes marked) but not committed: React would not hear the tap, and the
      // browser would send the form itself, reloading the page.
      hydrateAll();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      byId('sign-up').dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(500);
      expect(sent).toEqual([]);

      markLive(byId('footer'));
      await vi.advanceTimersByTimeAsync(100);
      expect(sent).toEqual(['newsletter']);
      expect(window.eshopEarlyTaps).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
