import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserTimers, scrollToSection } from './scroll-to-section';

type Listener = () => void;

/**
 * A stand-in page: a window that scrolls where it is told (at once, unless `instant` is off) and
 * a document holding the sections (by their page position) and perhaps the sticky bar.
 */
function page({
  innerWidth = 1280,
  scrollY = 0,
  stickyBarHeight,
  scrollEnd = true,
  reducedMotion = false,
}: {
  innerWidth?: number;
  scrollY?: number;
  stickyBarHeight?: number;
  scrollEnd?: boolean;
  reducedMotion?: boolean;
} = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const listenerOptions: { type: string; options: unknown }[] = [];
  const frames: Listener[] = [];
  /** A section, and the part above it that skips layout until told not to (grown: its real height's excess). */
  const sections = new Map<
    string,
    { pageTop: number; above?: { style: { contentVisibility: string }; grown: number } }
  >();
  const win = {
    innerWidth,
    scrollY,
    scrollTo: vi.fn(),
    setTimeout: (callback: Listener, ms: number) => setTimeout(callback, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    requestAnimationFrame: (callback: Listener) => frames.push(callback),
    getComputedStyle: (element: { style: { contentVisibility: string } }) => ({
      contentVisibility: element.style.contentVisibility || 'auto',
    }),
    matchMedia: (query: string) => ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    }),
    addEventListener: (type: string, listener: Listener, options?: unknown) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
      listenerOptions.push({ type, options });
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    ...(scrollEnd ? { onscrollend: null } : {}),
  };
  const document = {
    getElementById: (id: string) => {
      if (id === 'sticky-bar' && stickyBarHeight !== undefined) return { offsetHeight: stickyBarHeight };
      const section = sections.get(id);
      if (!section) return null;
      const { above } = section;
      const grown = () => (above?.style.contentVisibility === 'visible' ? above.grown : 0);
      return {
        parentElement: null,
        previousElementSibling: above
          ? { style: above.style, parentElement: null, previousElementSibling: null }
          : null,
        getBoundingClientRect: () => ({ top: section.pageTop + grown() - win.scrollY }),
      };
    },
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', document);
  return {
    win,
    listenerOptions,
    /** Puts a section on the page (or moves it) so its top is `pageTop` px down the page. */
    section: (id: string, pageTop: number) => {
      const section = sections.get(id);
      if (section) section.pageTop = pageTop;
      else sections.set(id, { pageTop });
    },
    /** Puts a part above the section that skips layout, and is `grown` px taller than guessed once laid out. */
    skippedAbove: (id: string, grown: number) => {
      const section = sections.get(id);
      if (section) section.above = { style: { contentVisibility: '' }, grown };
    },
    /** Runs the next animation frame's callbacks. */
    nextFrame: () => {
      for (const callback of frames.splice(0)) callback();
    },
    dispatch: (type: string) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listening: (type: string) => listeners.get(type)?.size ?? 0,
    scrolledTo: () => win.scrollTo.mock.calls.map(([options]) => options as unknown),
  };
}

describe('scrollToSection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls smoothly so the section top sits just under the measured sticky bar', () => {
    const shown = page({ stickyBarHeight: 58, scrollY: 200 });
    shown.section('best-seller', 1000);
    scrollToSection('best-seller');
    expect(shown.scrolledTo()).toEqual([{ top: 942, behavior: 'smooth' }]);
  });

  it('jumps without a smooth scroll for a shopper who asked for less motion', () => {
    const shown = page({ stickyBarHeight: 58, reducedMotion: true });
    shown.section('best-seller', 1000);
    scrollToSection('best-seller');
    expect(shown.scrolledTo()).toEqual([{ top: 942, behavior: 'auto' }]);
  });

  it('offsets by the fallback height when the sticky bar is not on the page', () => {
    const narrow = page({ innerWidth: 390 });
    narrow.section('new-arrival', 1000);
    scrollToSection('new-arrival');
    expect(narrow.scrolledTo()).toEqual([{ top: 938, behavior: 'smooth' }]);
    vi.unstubAllGlobals();
    const wide = page({ innerWidth: 1280 });
    wide.section('new-arrival', 1000);
    scrollToSection('new-arrival');
    expect(wide.scrolledTo()).toEqual([{ top: 925, behavior: 'smooth' }]);
  });

  it('calls back 300 ms after starting the scroll', () => {
    const shown = page({ stickyBarHeight: 60 });
    shown.section('spring-sale', 500);
    const onDone = vi.fn();
    scrollToSection('spring-sale', onDone);
    vi.advanceTimersByTime(299);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('warns about a missing section and scrolls once it appears', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = page({ stickyBarHeight: 60 });
    scrollToSection('best-seller');
    expect(warn).toHaveBeenCalledWith('Section #best-seller is not on the page yet; 3 retries left.');
    expect(shown.scrolledTo()).toEqual([]);
    shown.section('best-seller', 700);
    vi.advanceTimersByTime(100);
    expect(shown.scrolledTo()).toEqual([{ top: 640, behavior: 'smooth' }]);
  });

  it('does not scroll once cancelled while the section is missing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = page({ stickyBarHeight: 60 });
    const cancel = scrollToSection('best-seller');
    cancel();
    shown.section('best-seller', 700);
    vi.advanceTimersByTime(1000);
    expect(shown.scrolledTo()).toEqual([]);
  });

  it('lays out the parts above the section that skip layout before measuring where it is', () => {
    const shown = page({ stickyBarHeight: 60 });
    shown.section('best-seller', 1000);
    shown.skippedAbove('best-seller', 1500);
    scrollToSection('best-seller');
    expect(shown.scrolledTo()).toEqual([{ top: 2440, behavior: 'smooth' }]);
  });

  describe('following the section while the smooth scroll runs', () => {
    it('aims the same scroll again, in the next frame, at where the section has moved', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      shown.win.scrollY = 400;
      shown.nextFrame();
      expect(shown.scrolledTo()).toHaveLength(1);
      shown.section('best-seller', 1200); // a list above it filled in
      shown.nextFrame();
      shown.nextFrame();
      expect(shown.scrolledTo()).toEqual([
        { top: 940, behavior: 'smooth' },
        { top: 1140, behavior: 'smooth' },
      ]);
      shown.win.scrollY = 1140;
      shown.dispatch('scrollend');
      expect(shown.scrolledTo()).toHaveLength(2);
    });

    it('jumps again at once for a shopper who asked for less motion', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100, reducedMotion: true });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      shown.section('best-seller', 1200);
      shown.nextFrame();
      expect(shown.scrolledTo()).toEqual([
        { top: 940, behavior: 'auto' },
        { top: 1140, behavior: 'auto' },
      ]);
    });

    it('stops following once the scroll has ended, the visitor has taken over, or time is up', () => {
      const stoppers: ((shown: ReturnType<typeof page>) => void)[] = [
        (shown) => {
          shown.win.scrollY = 940;
          shown.dispatch('scrollend');
        },
        (shown) => shown.dispatch('wheel'),
        () => vi.advanceTimersByTime(2000),
      ];
      for (const stopFollowing of stoppers) {
        const shown = page({ stickyBarHeight: 60, scrollY: 100 });
        shown.section('best-seller', 1000);
        scrollToSection('best-seller');
        stopFollowing(shown);
        shown.section('best-seller', 1500);
        shown.nextFrame();
        expect(shown.scrolledTo()).toHaveLength(1);
        vi.unstubAllGlobals();
      }
    });
  });

  describe('landing exactly after the smooth scroll', () => {
    it('scrolls again to where the section is when the scroll ends, if it has moved', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      shown.win.scrollY = 940;
      shown.section('best-seller', 1200); // lists above it filled in meanwhile
      shown.dispatch('scrollend');
      expect(shown.scrolledTo()).toEqual([
        { top: 940, behavior: 'smooth' },
        { top: 1140, behavior: 'smooth' },
      ]);
    });

    it('leaves the scroll as it is when it ends within 1 px of the section', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      shown.win.scrollY = 939;
      shown.dispatch('scrollend');
      expect(shown.scrolledTo()).toHaveLength(1);
    });

    it('corrects only once: later scroll ends are the visitor’s own', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      shown.win.scrollY = 940;
      shown.dispatch('scrollend');
      shown.win.scrollY = 3000;
      shown.dispatch('scrollend');
      expect(shown.scrolledTo()).toHaveLength(1);
      expect(shown.listening('scrollend')).toBe(0);
    });

    it('does not correct once the visitor takes over scrolling', () => {
      for (const takeOver of ['wheel', 'touchstart', 'keydown', 'mousedown']) {
        const shown = page({ stickyBarHeight: 60, scrollY: 100 });
        shown.section('best-seller', 1000);
        scrollToSection('best-seller');
        shown.dispatch(takeOver);
        shown.win.scrollY = 500;
        shown.dispatch('scrollend');
        expect(shown.scrolledTo()).toHaveLength(1);
        for (const type of ['scrollend', 'wheel', 'touchstart', 'keydown', 'mousedown'])
          expect(shown.listening(type)).toBe(0);
        vi.unstubAllGlobals();
      }
    });

    it('watches for the visitor taking over without holding up their scrolling', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      const takeOvers = shown.listenerOptions.filter(({ type }) => type !== 'scrollend');
      expect(takeOvers.map(({ type }) => type)).toEqual(['wheel', 'touchstart', 'keydown', 'mousedown']);
      for (const { options } of takeOvers) expect(options).toEqual({ passive: true });
    });

    it('gives up waiting after 2 seconds', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      vi.advanceTimersByTime(1999);
      expect(shown.listening('scrollend')).toBe(1);
      vi.advanceTimersByTime(1);
      expect(shown.listening('scrollend')).toBe(0);
      expect(shown.listening('wheel')).toBe(0);
    });

    it('does not wait when the page is already within 1 px of the section', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 939 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      expect(shown.listening('scrollend')).toBe(0);
      expect(shown.listenerOptions).toEqual([]);
    });

    it('waits when the section is 2 px away', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 938 });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      expect(shown.listening('scrollend')).toBe(1);
    });

    it('leaves the scroll alone in a browser without scroll end events', () => {
      const shown = page({ stickyBarHeight: 60, scrollY: 100, scrollEnd: false });
      shown.section('best-seller', 1000);
      scrollToSection('best-seller');
      expect(shown.listenerOptions).toEqual([]);
    });
  });
});

describe('browserTimers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands callbacks to the browser window', () => {
    const win = { setTimeout: vi.fn(), requestAnimationFrame: vi.fn() };
    vi.stubGlobal('window', win);
    const callback = () => undefined;
    browserTimers.setTimeout(callback, 100);
    browserTimers.requestAnimationFrame(callback);
    expect(win.setTimeout).toHaveBeenCalledWith(callback, 100);
    expect(win.requestAnimationFrame).toHaveBeenCalledWith(callback);
  });
});
