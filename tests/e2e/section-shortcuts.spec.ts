import type { Page } from '@playwright/test';

import { status } from './listing-support';
import { expect, test } from './support';

/*
 * A section shortcut lands on its section once, from home and from another page, with
 * smooth scrolling and with reduced motion. The sections below home's first screen skip layout
 * until they come near the viewport (content-visibility), so the page's height and the section's
 * offset are estimates while the scroll runs: a scroll aimed at the estimate stops short or past
 * the section, and a correction afterwards is a visible second jump.
 */

const SHORTCUTS = [
  { label: 'New Arrival', id: 'new-arrival' },
  { label: 'LIMITED SALE', id: 'spring-sale' },
  { label: 'Best Seller', id: 'best-seller' },
] as const;

/** How far (px) the section may land from under the bar, or move against the scroll's direction. */
const TOLERANCE_PX = 3;
/** A pause this long (frames, about 250 ms) ends the scroll: any movement after it is a second jump. */
const SETTLED_FRAMES = 15;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** Follows the shortcut from the header's bar, or from the mobile menu on a phone. */
async function chooseShortcut(page: Page, label: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }
}

interface Sample {
  scrollY: number;
  /** The section's top relative to the window, or null while it is not on the page. */
  top: number | null;
}

declare global {
  interface Window {
    sectionScrollSamples?: Sample[];
  }
}

/** Records, every frame from now on, where the page is scrolled and where the section is. */
async function startSampling(page: Page, id: string) {
  await page.evaluate((sectionId) => {
    const samples: Sample[] = [];
    window.sectionScrollSamples = samples;
    const sample = () => {
      const section = document.getElementById(sectionId);
      samples.push({ scrollY: window.scrollY, top: section ? section.getBoundingClientRect().top : null });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, id);
}

/** Waits until the page has scrolled away from the top and stayed put for SETTLED_FRAMES frames. */
async function samplesOnceSettled(page: Page): Promise<Sample[]> {
  await expect
    .poll(
      () =>
        page.evaluate((frames) => {
          const samples = window.sectionScrollSamples ?? [];
          const last = samples.slice(-frames);
          const [first] = last;
          if (last.length < frames || !first || first.scrollY === 0) return false;
          return last.every((sample) => sample.scrollY === first.scrollY && sample.top === first.top);
        }, SETTLED_FRAMES),
      { timeout: 20_000 },
    )
    .toBe(true);
  return page.evaluate(() => window.sectionScrollSamples ?? []);
}

/** Distance from the section's top edge to the bottom of the sticky bar. */
const gapUnderStickyBar = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const bar = document.getElementById('sticky-bar');
    if (!section || !bar) return Number.NaN;
    return Math.round(section.getBoundingClientRect().top - bar.getBoundingClientRect().bottom);
  }, id);

/**
 * What the visitor saw of the section from the scroll's first movement on: every movement of the
 * section on screen goes the same way (towards its place under the bar), never past its final
 * place, and once the scroll has paused it does not start again.
 */
function describeMotion(samples: Sample[]) {
  const start = samples.findIndex((sample) => sample.scrollY !== samples[0]?.scrollY);
  const seen = samples.slice(Math.max(0, start - 1)).flatMap(({ top }) => (top === null ? [] : [top]));
  const first = seen[0] ?? 0;
  const final = seen.at(-1) ?? 0;
  const direction = Math.sign(final - first);
  let backwards = 0;
  let overshoot = 0;
  let movedAfterPause = 0;
  let still = 0;
  for (const [i, top] of seen.entries()) {
    const step = i === 0 ? 0 : top - (seen[i - 1] ?? top);
    backwards = Math.max(backwards, -step * direction);
    overshoot = Math.max(overshoot, (top - final) * direction);
    if (Math.abs(step) < 0.5) still++;
    else {
      if (still >= SETTLED_FRAMES) movedAfterPause = Math.max(movedAfterPause, Math.abs(step));
      still = 0;
    }
  }
  return {
    backwards: Math.round(backwards),
    overshoot: Math.round(overshoot),
    movedAfterPause: Math.round(movedAfterPause),
  };
}

async function expectLandedOnce(page: Page, id: string) {
  const samples = await samplesOnceSettled(page);
  expect(
    Math.abs(await gapUnderStickyBar(page, id)),
    'the section sits just under the sticky bar',
  ).toBeLessThanOrEqual(TOLERANCE_PX);
  const motion = describeMotion(samples);
  expect(motion.backwards, 'the section never moves back on screen').toBeLessThanOrEqual(TOLERANCE_PX);
  expect(motion.overshoot, 'the section never passes its final place').toBeLessThanOrEqual(TOLERANCE_PX);
  expect(motion.movedAfterPause, 'no second scroll after the first one stopped').toBe(0);
}

test.describe('section shortcuts land once', { tag: '@responsive' }, () => {
  test.slow();

  for (const motion of ['smooth', 'reduced'] as const) {
    test.describe(`${motion} motion`, () => {
      test.beforeEach(async ({ page }) => {
        if (motion === 'reduced') await page.emulateMedia({ reducedMotion: 'reduce' });
      });

      // Reduced motion jumps rather than glides: the farthest section (the case) shows it.
      const shortcuts = motion === 'smooth' ? SHORTCUTS : SHORTCUTS.filter(({ id }) => id === 'best-seller');
      for (const { label, id } of shortcuts) {
        test(`${label} chosen on /products`, async ({ page }) => {
          await page.goto('/products');
          // The first visit reads the whole catalog; a busy emulator can take a while.
          await expect(status(page)).toHaveText(/^Showing/, { timeout: 30_000 });
          await startSampling(page, id);
          await chooseShortcut(page, label);
          await expect(page).toHaveURL(/\/$/);
          await expectLandedOnce(page, id);
        });

        test(`${label} chosen on /products as soon as it is live`, async ({ page }) => {
          // A first visit: home's lists may still be arriving from the catalog while the page scrolls.
          await page.goto('/products');
          await startSampling(page, id);
          await chooseShortcut(page, label);
          await expect(page).toHaveURL(/\/$/);
          await expectLandedOnce(page, id);
        });

        test(`${label} chosen on /`, async ({ page }) => {
          await page.goto('/');
          await expect(page.locator('#best-seller').getByRole('listitem').first()).toBeAttached({
            timeout: 30_000,
          });
          await startSampling(page, id);
          await chooseShortcut(page, label);
          await expectLandedOnce(page, id);
        });
      }
    });
  }
});
