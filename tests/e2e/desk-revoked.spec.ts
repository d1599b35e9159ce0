import type { Page, TestInfo } from '@playwright/test';

import { upsertAccount, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { userDocument } from '../../scripts/seed.mjs';
import { expect, signIn, test } from './support';

/*
 * An admin whose role is taken away while the desk is open: the first of the desk's reads the
 * Firestore rules refuse ends the desk with the reason, and the numbers it kept on the device are
 * deleted (DeskAccess, src/features/desk). The admin is an account of the test's own, so taking its
 * role away changes nothing for the seeded admin the other tests use.
 */

const REMOVED = 'Your access to the desk was removed';
/** Generous: each is a read through the rules on a loaded machine. */
const READ = { timeout: 30_000 };

interface Account {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** Writes the account's Users record as the seed writes one, with this role, replacing any. */
const writeUserRecord = (account: Account, userType: 'admin' | 'normal') =>
  writeDocuments([userDocument({ ...account, userType })]);

/** An admin of the test's own: its Auth account and its Users record. */
async function newAdmin(testInfo: TestInfo): Promise<Account> {
  const uid = `desk-revoked-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}`;
  const account = { uid, email: `${uid}@eshop.test`, password: 'Admin#2026', displayName: 'Rae Revoked' };
  await upsertAccount(account);
  await writeUserRecord(account, 'admin');
  return account;
}

/**
 * Whether the device keeps the desk's numbers for the account: the account's copy that
 * src/features/desk/api/desk-copies.ts writes through lib/account-copies.ts.
 */
const numbersKept = (page: Page, uid: string) =>
  page.evaluate((key) => localStorage.getItem(key) !== null, `eshop-account:${uid}:desk-numbers`);

test('an admin whose role is taken away is told the desk is closed, and its numbers are gone, also after a reload', async ({
  page,
}, testInfo) => {
  test.slow(); // a sign-in, the desk's reads, a refusal and a reload
  const admin = await newAdmin(testInfo);
  await signIn(page, admin);

  // The admin opens the desk and sees its numbers, which the device keeps.
  await page.goto('/dashboard?tab=desk');
  const desk = page.getByRole('tabpanel', { name: 'Desk' });
  const home = desk.getByTestId('desk-home');
  await expect(home.getByText(/^Read at /)).toBeVisible(READ);
  await expect(home.getByRole('region', { name: 'Waiting on you' })).toContainText(/paid orders? to ship/);
  // Every list of the desk has been read: the refusal below comes from the admin's next step.
  await expect(desk.getByText(/^Loading/)).toHaveCount(0, READ);
  expect(await numbersKept(page, admin.uid)).toBe(true);

  // The account is no admin any more; the admin picks another status in the orders list.
  await writeUserRecord(admin, 'normal');
  await desk.getByRole('combobox', { name: 'Status' }).selectOption('paid');

  // The desk says why it closed, in its place, and its numbers are gone, from the device too.
  await expect(desk.getByRole('heading', { name: REMOVED })).toBeVisible(READ);
  await expect(desk.getByRole('alert').filter({ hasText: REMOVED })).toContainText(
    "This account is no longer one of the shop's admins",
  );
  await expect(desk.getByTestId('desk-home')).toHaveCount(0);
  await expect(page.getByText(/^Read at /)).toHaveCount(0);
  await expect(desk.getByRole('heading', { name: 'Orders, newest first' })).toHaveCount(0);
  expect(await numbersKept(page, admin.uid)).toBe(false);

  // After a reload the account's record is read again: a shopper's dashboard, with no Desk tab
  // and no numbers, and the desk's pages refuse it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true', READ);
  await expect(page.getByRole('tab', { name: 'Desk' })).toHaveCount(0);
  await expect(page.getByText('Sales at a glance')).toHaveCount(0);
  await expect(page.getByText(/^Read at |These are the numbers last read on this device/)).toHaveCount(0);
  expect(await numbersKept(page, admin.uid)).toBe(false);
  await page.goto('/desk/orders/any-order');
  await expect(page.getByText("The operator's desk is open to the shop's admins only.")).toBeVisible(READ);
  await expect(page.getByText('Sales at a glance')).toHaveCount(0);
});
