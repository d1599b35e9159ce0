// @vitest-environment jsdom
/* global document */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PAGE_SCRIPTS_ID } from './after-paint-loader';
import { AFTER_PAINT_LOADER } from './after-paint-scripts';

const scripts = {
  entries: ['/assets/index-1.js'],
  preloads: [
    '/assets/runtime-1.js',
    '/assets/app-1.js',
    '/assets/home-1.js',
    '/assets/a-1.js',
    '/assets/b-1.js',
    '/assets/c-1.js',
    '/assets/d-1.js',
  ],
};

const added = () => ({
  entries: [...document.head.querySelectorAll('script[type=module]')].map((script) =>
    script.getAttribute('src'),
  ),
  preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  ),
});

/** The window listeners the loaders run so far added, removed after each test. */
let listeners = [];

/** Runs the loader as the page's inline script. */
function runLoader() {
  const spy = vi.spyOn(globalThis, 'addEventListener');
  try {
    new Function(AFTER_PAINT_LOADER)();
  } finally {
    listeners.push(...spy.mock.calls);
    spy.mockRestore();
  }
}

describe('the prerendered page loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const args of listeners) globalThis.removeEventListener(...args);
    listeners = [];
    vi.useRealTimers();
  });

  it('adds the entry once the page is parsed and a frame drawn, then its preloads in order, three per task', () => {
    document.head.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify(scripts)}</script>`;
    runLoader();
    vi.advanceTimersByTime(1000);
    expect(added()).toEqual({ entries: [], preloads: [] });

    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    vi.advanceTimersToNextFrame(); // the frame after the page is parsed
    expect(added()).toEqual({ entries: [], preloads: [] });
    vi.advanceTimersToNextTimer(); // the loader's first task
    expect(added()).toEqual({ entries: scripts.entries, preloads: scripts.preloads.slice(0, 3) });
    // The entry is added before its preloads.
    expect(document.head.children[1]?.getAttribute('src')).toBe(scripts.entries[0]);
    vi.advanceTimersToNextTimer();
    expect(added().preloads).toEqual(scripts.preloads.slice(0, 6));
    vi.advanceTimersByTime(1000);
    expect(added()).toEqual(scripts);
  });

  it('adds the web manifest with the entry, without asking for it with CORS', () => {
    document.head.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify({ ...scripts, manifest: '/manifest.webmanifest' })}</script>`;
    runLoader();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    vi.advanceTimersToNextFrame();
    expect(document.head.querySelector('link[rel=manifest]')).toBeNull();
    vi.advanceTimersToNextTimer();
    const manifest = document.head.querySelector('link[rel=manifest]');
    expect(manifest?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(manifest?.hasAttribute('crossorigin')).toBe(false);
    expect(document.head.querySelector('script[type=module]')?.getAttribute('crossorigin')).toBe('');
  });

  describe('in a browser with paint timing', () => {
    /** The paint observers the loader made: their callbacks, and whether each was disconnected. */
    let observers;
    const paint = (name) => {
      for (const observer of observers) {
        if (observer.disconnected) continue;
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
      }
    };

    beforeEach(() => {
      observers = [];
      class FakePerformanceObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback) {
          this.callback = callback;
          this.disconnected = false;
          observers.push(this);
        }
        observe(options) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
        disconnect() {
          this.disconnected = true;
        }
      }
      vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
      document.head.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify(scripts)}</script>`;
      runLoader();
      document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
      vi.advanceTimersToNextFrame();
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('waits until the first contentful paint is on screen', () => {
      vi.advanceTimersByTime(500);
      paint('first-paint');
      vi.advanceTimersByTime(10);
      expect(added()).toEqual({ entries: [], preloads: [] });

      paint('first-contentful-paint');
      expect(added()).toEqual({ entries: [], preloads: [] }); // in a task of its own
      vi.advanceTimersToNextTimer();
      expect(added()).toEqual({ entries: scripts.entries, preloads: scripts.preloads.slice(0, 3) });
      vi.advanceTimersByTime(2000);
      expect(added()).toEqual(scripts);
      expect(observers.every((observer) => observer.disconnected)).toBe(true);
    });

    it('does not wait for a paint when the page was hidden before its frame (a background tab)', () => {
      // The loader in beforeEach saw a visible page; this one starts in a background tab.
      for (const args of listeners) globalThis.removeEventListener(...args);
      listeners = [];
      document.head.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify(scripts)}</script>`;
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      runLoader();
      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextTimer();
      expect(added()).toEqual({ entries: scripts.entries, preloads: scripts.preloads.slice(0, 3) });
      visibility.mockRestore();
    });

    it('starts a second after the frame when no contentful paint is reported, and only once', () => {
      vi.advanceTimersByTime(999);
      expect(added()).toEqual({ entries: [], preloads: [] });
      vi.advanceTimersByTime(1);
      vi.advanceTimersToNextTimer();
      expect(added().entries).toEqual(scripts.entries);

      paint('first-contentful-paint');
      vi.advanceTimersByTime(2000);
      expect(added()).toEqual(scripts);
    });
  });
});
