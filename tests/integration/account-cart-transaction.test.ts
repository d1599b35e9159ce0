import { signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { getUserRecord } from '@/features/auth/api/user-record';
import { readUserCart, saveUserCart, transactUserCart } from '@/features/cart/api/user-cart';
import { auth } from '@/lib/firebase-auth';

import { aCartLine } from '../support/factories';
import { DEMO_ADMIN, DEMO_SHOPPER, resetWith, signInAs } from '../support/emulators';

const headphones = aCartLine({ id: 1, quantity: 2 });
const laptop = aCartLine({ id: 2, quantity: 1 });

describe('the cart flush transaction against the Firestore emulator and its rules', () => {
  beforeEach(() => resetWith([]));
  afterEach(() => signOut(auth));

  it('hands the merge the account’s cart and writes its result, changing nothing else', async () => {
    await signInAs(DEMO_SHOPPER);
    await saveUserCart(DEMO_SHOPPER.uid, [headphones]);
    let seen: unknown;
    await transactUserCart(DEMO_SHOPPER.uid, (server) => {
      seen = server;
      return [...server, laptop];
    });
    expect(seen).toEqual([headphones]);
    expect(await readUserCart(DEMO_SHOPPER.uid)).toEqual([headphones, laptop]);
    expect((await getUserRecord(DEMO_SHOPPER.uid))?.name).toBe(DEMO_SHOPPER.displayName);
  });

  it('runs the merge again on the newer cart when another device wrote in between', async () => {
    await signInAs(DEMO_SHOPPER);
    let runs = 0;
    await transactUserCart(DEMO_SHOPPER.uid, async (server) => {
      runs += 1;
      if (runs === 1) await saveUserCart(DEMO_SHOPPER.uid, [laptop]); // the other device
      return [...server, headphones];
    });
    expect(runs).toBe(2);
    expect(await readUserCart(DEMO_SHOPPER.uid)).toEqual([laptop, headphones]);
  });

  it("is refused on another user's cart", async () => {
    await signInAs(DEMO_SHOPPER);
    await expect(transactUserCart(DEMO_ADMIN.uid, () => [laptop])).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
