import { readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

import { DEMO_SHOPPER } from '../../scripts/lib/demo-accounts.mjs';
import { readDocument, upsertAccount } from '../../scripts/lib/emulator-rest.mjs';

export { DEMO_SHOPPER, expect };

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO_SHOPPER) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export interface SeededProduct {
  id: number;
  title: string;
  type: string;
  category: string;
  brand: string;
  price: number;
  stock: number;
  tags: string[];
  images: string[];
}

const seededCatalog = JSON.parse(readFileSync('catalog/products.json', 'utf8')) as SeededProduct[];

/** The seeded products the listing shows (those with a tag), by id. */
export const listedProducts = seededCatalog
  .filter((product) => product.tags.length > 0)
  .sort((a, b) => a.id - b.id);

/** The first product of the seeded catalog that matches; throws naming `what` when none does. */
export function seededProduct(predicate: (product: SeededProduct) => boolean, what: string): SeededProduct {
  const found = seededCatalog.find(predicate);
  if (!found) throw new Error(`the seeded catalog has no ${what}`);
  return found;
}

export interface Account {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/**
 * A shopper account of the test's own, signed in on `page`: its cart on the server starts empty
 * and no other test (or worker) shares it.
 */
export async function signInAsNewShopper(page: Page, testInfo: TestInfo): Promise<Account> {
  const uid = `shopper-${testInfo.workerIndex}-${testInfo.testId}-${testInfo.retry}-${Date.now()}`;
  const account = { uid, email: `${uid}@eshop.test`, password: 'Shopper#2026', displayName: 'Nia Newcomer' };
  await upsertAccount(account);
  await signIn(page, account);
  return account;
}

/**
 * Lets the service worker take the page, as it has for a returning shopper: from then on the app's
 * files load offline too. The context must allow service workers (`serviceWorkers: 'allow'`).
 */
export async function takenByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** An amount as the shop shows it: $1,299.99. */
export const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Adds a product from its details page, in the given variant, and waits for the toast. */
export async function addToCart(page: Page, id: number, variant = 'Off White') {
  await page.goto(`/product-details/${id}`);
  await addShownProduct(page, variant);
}

/** Adds the product whose details page is open (offline too), in the given variant, and waits for the toast. */
export async function addShownProduct(page: Page, variant = 'Off White') {
  await page.getByRole('radio', { name: variant }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(
    page.getByText('Item added to cart! Please go to your cart and update it.').last(),
  ).toBeVisible();
}

/** The cart saved on the account, read straight from the emulator. */
export async function accountCart(uid: string): Promise<{ id: number; variant: string; quantity: number }[]> {
  const record = (await readDocument(`Users/${uid}`)) as { cart?: [] } | undefined;
  return record?.cart ?? [];
}

/** The wishlist saved on the account (product ids as strings), read straight from the emulator. */
export async function accountWishlist(uid: string): Promise<string[]> {
  const record = (await readDocument(`Users/${uid}`)) as { wishlist?: string[] } | undefined;
  return record?.wishlist ?? [];
}

/** A storage state as `storageState({ indexedDB: true })` returns it (its types leave IndexedDB out). */
interface StorageState {
  cookies: Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];
  origins: {
    origin: string;
    localStorage: { name: string; value: string }[];
    indexedDB?: { name: string; stores: { records: unknown[] }[] }[];
  }[];
}

/** Where Firebase Auth keeps the signed-in user in the browser. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/** The context's Firebase Auth session alone: no catalog snapshot, cart or other local state. */
async function authSession(context: BrowserContext): Promise<StorageState> {
  const state: StorageState = await context.storageState({ indexedDB: true });
  return {
    cookies: state.cookies,
    origins: state.origins
      .map((origin) => ({
        origin: origin.origin,
        localStorage: [],
        indexedDB: (origin.indexedDB ?? []).filter((database) => database.name === AUTH_DATABASE),
      }))
      .filter((origin) => origin.indexedDB.length > 0),
  };
}

const hasSignedInUser = (state: StorageState) =>
  state.origins.some((origin) =>
    origin.indexedDB?.some((database) => database.stores.some((store) => store.records.length > 0)),
  );

/**
 * The Firebase Auth session signed in on `context`, once Firebase has written it: a new context
 * started with it is another device of the same shopper, on its first visit (nothing else kept).
 */
export async function signedInSession(context: BrowserContext): Promise<StorageState> {
  let session = await authSession(context);
  await expect.poll(async () => hasSignedInUser((session = await authSession(context)))).toBe(true);
  return session;
}

/**
 * A prerendered page shows its products before its script runs, when clicks and typing would be
 * lost: tests act once the app has hydrated (the app marks <html data-hydrated>). Pages opened
 * with JavaScript off are not waited for.
 */
async function untilHydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Makes the page's `goto` and `reload` resolve once the app is live. The test's own page gets it
 * from the fixture; a test that opens more pages passes each through this.
 */
export function actingWhenHydrated(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * The suite's test function: every test fails on a Content-Security-Policy violation in any of
 * its pages, its pages act once hydrated, and the seeded shopper's session is signed in once per
 * worker.
 */
export const test = base.extend<object, { shopperSession: StorageState }>({
  context: async ({ context }, use) => {
    // Chromium reports each refused load or connection on the console of the page that made it.
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? actingWhenHydrated(page) : page);
  },
  shopperSession: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      await signIn(page);
      const session = await signedInSession(context);
      await context.close();
      await use(session);
    },
    { scope: 'worker' },
  ],
});

/**
 * Starts each test of the calling file or describe signed in as the seeded shopper, from the
 * session signed in once per worker. The login form keeps its own tests in foundation.spec.ts.
 */
export function startSignedIn() {
  test.use({ storageState: async ({ shopperSession }, use) => use(shopperSession) });
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
      // Legacy mode runs axe once inside the page. The default mode collects partial results from
      // every frame and merges them in a second, new page: five times slower on the home page
      // (6.7 s against 1.3 s), and our pages have no frames. Only violations are kept, so axe
      // does not serialise every node that passed.
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
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
 * The page's clock runs on until the pause arrives: on a busy machine the moment chosen may have
 * passed by then, and a later one is chosen.
 */
export async function pauseClock(page: Page) {
  for (let ahead = 2000; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    const at = Math.ceil((now + ahead) / 1000) * 1000;
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      if (ahead >= 32_000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
