// @vitest-environment jsdom
/* global document */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AFTER_PAINT_LOADER, PAGE_SCRIPTS_ID } from './after-paint-scripts';

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

describe('the prerendered page loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the entry once the page is parsed and a frame drawn, then its preloads in order, three per task', () => {
    document.head.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify(scripts)}</script>`;
    new Function(AFTER_PAINT_LOADER)();
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
});
