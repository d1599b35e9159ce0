import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

import { DEMO_SHOPPER } from '../../scripts/lib/demo-accounts.mjs';

export { DEMO_SHOPPER };

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, account = DEMO_SHOPPER) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits until no finite CSS animation or transition is running (a toast fading in, a drawer
 * sliding), so axe measures colours as they end up, not half-way through a fade. Endless ones
 * (spinners, skeleton pulses) are ignored.
 */
export async function waitForSettledAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Asserts the page has no axe violations (WCAG 2.1 A and AA) once it has settled. The scan runs
 * with reduced motion, as some shoppers browse: a toast that appears or leaves during the scan
 * is then shown or gone, never measured half-faded.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await waitForSettledAnimations(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.html).join(' | ')}`,
      ),
    ).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Pauses the clock installed before the page loaded (the app needs running timers to load), at a
 * whole second just ahead; from then on timers fire only when the test calls `page.clock.runFor`.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  const at = Math.ceil((now + 2000) / 1000) * 1000;
  await page.clock.pauseAt(at);
  return at;
}
