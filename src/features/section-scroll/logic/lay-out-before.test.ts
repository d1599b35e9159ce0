import { afterEach, describe, expect, it, vi } from 'vitest';

import { layOutBefore } from './lay-out-before';

interface Fake {
  name: string;
  parentElement: Fake | null;
  previousElementSibling: Fake | null;
  style?: { contentVisibility: string };
  /** Its stylesheet's value, before any inline style. */
  sheet: string;
}

/** A stand-in element: `sheet` is its content-visibility from the stylesheet; `styled` off, it has no inline style. */
function element(name: string, sheet = 'visible', styled = true): Fake {
  return {
    name,
    parentElement: null,
    previousElementSibling: null,
    sheet,
    ...(styled ? { style: { contentVisibility: '' } } : {}),
  };
}

/** Puts `children` in `parent`, in order. */
function holding(parent: Fake, ...children: Fake[]) {
  children.forEach((child, index) => {
    child.parentElement = parent;
    child.previousElementSibling = children[index - 1] ?? null;
  });
  return parent;
}

function stubComputedStyle() {
  vi.stubGlobal('window', {
    getComputedStyle: (fake: Fake) => ({ contentVisibility: fake.style?.contentVisibility || fake.sheet }),
  });
}

const laidOut = (...fakes: Fake[]) => fakes.map((fake) => fake.style?.contentVisibility);

describe('layOutBefore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lays out the skipped parts above the target and the one holding it, not those below', () => {
    stubComputedStyle();
    const section = element('best-seller');
    const banner = element('banner');
    const newArrival = element('new-arrival part', 'auto');
    const springSale = element('spring-sale part', 'auto');
    const bestSeller = holding(element('best-seller part', 'auto'), section);
    const faq = element('faq part', 'auto');
    const home = holding(element('home'), banner, newArrival, springSale, bestSeller, faq);
    holding(element('main'), home);
    layOutBefore(section as unknown as Element);
    expect(laidOut(newArrival, springSale, bestSeller)).toEqual(['visible', 'visible', 'visible']);
    expect(laidOut(banner, faq, section)).toEqual(['', '', '']);
  });

  it('reaches the skipped parts beside every element holding the target', () => {
    stubComputedStyle();
    const section = element('section');
    const wrapper = holding(element('wrapper'), section);
    const skippedAboveWrapper = element('above the wrapper', 'auto');
    const holder = holding(element('holder'), skippedAboveWrapper, wrapper);
    const skippedAboveHolder = element('above the holder', 'auto');
    holding(element('page'), skippedAboveHolder, holder);
    layOutBefore(section as unknown as Element);
    expect(laidOut(skippedAboveWrapper, skippedAboveHolder)).toEqual(['visible', 'visible']);
  });

  it('changes nothing on a page that skips no layout, and passes over elements without a style', () => {
    stubComputedStyle();
    const section = element('section');
    const shown = element('shown above');
    const unstyled = element('without a style', 'auto', false);
    holding(element('page'), unstyled, shown, section);
    layOutBefore(section as unknown as Element);
    expect(laidOut(shown, section)).toEqual(['', '']);
    expect(unstyled.style).toBeUndefined();
  });
});
