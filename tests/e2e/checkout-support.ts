import type { Page, TestInfo } from '@playwright/test';

import { writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import {
  cartOf,
  checkout,
  deliver,
  idTokenFor,
  orderOf,
  sessionEvent,
  STANDIN,
} from '../../scripts/lib/shop-client';
import { productDocument } from '../../scripts/seed.mjs';
import { aBilling, aProduct } from '../support/factories';
import { expect, seededProduct } from './support';

/** Helpers for the checkout tests, which run against the local Stripe stand-in. */

export const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

/** Fills the billing form with details that pass every check. */
export async function fillBilling(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Nia');
  await page.getByLabel('Last Name').fill('Newcomer');
  await page.getByLabel('Phone Number').fill('+44 20 7946 0958');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Address', { exact: true }).fill('1 High Street, London');
  await page.getByLabel('Country').selectOption('UK');
}

/** The stand-in's payment page, /pay/<session id>. */
export const PAYMENT_PAGE = /\/pay\/cs_test_\w+$/;

/**
 * How long placing an order may take to reach the payment page. The run's setup loads the checkout
 * function (warmFunctions), but a call made while another test's call is running gets a worker of
 * its own from the emulator, which loads the functions' code (Firebase Admin, Stripe) first: 1.5 s
 * on a quiet 2-core host, over 15 s on a loaded one.
 */
const PAYMENT_PAGE_TIMEOUT_MS = 40_000;

/** Fills the form, places the order and waits for the stand-in's payment page. */
export async function goToPayment(page: Page, email: string) {
  await fillBilling(page, email);
  await placeOrder(page).click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: PAYMENT_PAGE_TIMEOUT_MS });
}

export async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** A seeded product's pictures, so a product of a test's own has images that load. */
const pictured = seededProduct((product) => product.images.length > 0, 'product with images');

/**
 * Writes a product of the test's own with this stock: unlisted (no tag) and in a category of its
 * own, so no page another test counts shows it, and written now, so shoppers' catalogs pick it up
 * by `updatedAt`. `id` must be one no other test uses (990001 and up); writing it again resets it.
 */
export async function writeOwnProduct(id: number, stock: number) {
  const now = Date.now();
  const product = aProduct({
    id,
    title: `Ledger Lamp ${id}`,
    type: 'Lamp',
    category: 'Checkout Fixtures',
    brand: 'Ledger',
    price: 25,
    previousPrice: 25,
    discountTag: false,
    discountPercent: null,
    stock,
    tags: [],
    images: pictured.images,
    createdAt: now,
    updatedAt: now,
  });
  await writeDocuments([productDocument(product)]);
  return product;
}

/**
 * An id for a product of the test's own: `base` (one per test, 990001 and up, ten apart) moved on
 * by the retry, so a retry never meets the holds its failed attempt left on the product.
 */
export const ownProductId = (base: number, retry: number) => base + retry * 1000;

interface StandinSession {
  id: string;
  params: { client_reference_id: string; customer_email?: string };
}

const standinSessions = async () =>
  (await (await fetch(`${STANDIN}/_standin/sessions`)).json()) as StandinSession[];

/** The sessions the stand-in made for a customer's email, whatever the order. */
export const sessionsOfCustomer = async (email: string) =>
  (await standinSessions()).filter((session) => session.params.customer_email === email);

/** The order a stand-in payment page (/pay/<session id>) is for. */
export async function orderOfPaymentPage(url: string): Promise<string> {
  const sessionId = new URL(url).pathname.split('/').pop();
  const session = (await standinSessions()).find((candidate) => candidate.id === sessionId);
  if (!session) throw new Error(`the stand-in made no session ${sessionId}`);
  return session.params.client_reference_id;
}

/**
 * A paid order of `units` units of a product of the test's own (`stock` units, id from `bases`:
 * the desktop project's, then the phone's, which run the test at once), made through the
 * functions and confirmed by a delivered payment event, by a shopper of its own.
 */
export async function paidOrderOfOwnProduct(
  testInfo: TestInfo,
  {
    bases,
    units,
    stock,
    shopper,
  }: { bases: [number, number]; units: number; stock: number; shopper: string },
) {
  const base = testInfo.project.name === 'phone' ? bases[1] : bases[0];
  const product = await writeOwnProduct(ownProductId(base, testInfo.retry), stock);
  const email = `${shopper}-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@eshop.test`;
  const token = await idTokenFor(email, 'Shopper#2026');
  const answer = await checkout(
    { products: cartOf({ id: product.id, quantity: units }), billing: aBilling({ email }) },
    { token },
  );
  expect(answer.status).toBe(200);
  const orderId = answer.body.orderId ?? '';
  const total = (product.price * units + 10) * 100;
  expect(await deliver(sessionEvent(orderId, answer.body.id ?? '', total))).toBe(200);
  await expect.poll(async () => (await orderOf(orderId))?.status).toBe('paid');
  return { product, orderId };
}
