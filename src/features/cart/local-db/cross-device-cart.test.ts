import 'fake-indexeddb/auto';

import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import {
  aSimulatedAccount,
  aSimulatedDevice,
  type SimulatedDevice,
} from '../../../../tests/support/simulated-devices';
import { addLine, removeLineAt, stepQuantity } from '../logic/cart-rules';
import type { CartLine } from '../types';

const headphones = aCartLine({ id: 1, quantity: 1 });
const laptop = aCartLine({ id: 2, quantity: 1 });
const phone = aCartLine({ id: 3, quantity: 1 });
const summary = (lines: readonly CartLine[]) => lines.map((line) => `${line.id}×${line.quantity}`);

const add = (device: SimulatedDevice, line: CartLine) => device.edit((lines) => addLine(lines, line));
const remove = (device: SimulatedDevice, id: number) =>
  device.edit((lines) =>
    removeLineAt(
      lines,
      lines.findIndex((line) => line.id === id),
    ),
  );
const plusOne = (device: SimulatedDevice, id: number) =>
  device.edit((lines) => stepQuantity(lines, id, 'Off White', 1));

/** One account with two devices signed in, both in step with its cart. */
async function twoDevices(cart: CartLine[] = []) {
  const account = aSimulatedAccount(cart);
  const phoneDevice = await aSimulatedDevice(account);
  const laptopDevice = await aSimulatedDevice(account);
  await phoneDevice.signIn();
  await laptopDevice.signIn();
  return { account, phoneDevice, laptopDevice };
}

describe('one cart edited on two devices', () => {
  it('keeps both devices’ additions when each flushes its own', async () => {
    const { account, phoneDevice, laptopDevice } = await twoDevices();
    await add(phoneDevice, headphones);
    await add(laptopDevice, laptop);
    await phoneDevice.flush();
    await laptopDevice.flush();
    expect(summary(account.cart)).toEqual(['1×1', '2×1']);
    expect(summary(await laptopDevice.lines())).toEqual(['1×1', '2×1']);
  });

  it('applies one device’s removal and the other’s quantity change once each', async () => {
    const { account, phoneDevice, laptopDevice } = await twoDevices([headphones, laptop]);
    await remove(phoneDevice, 1);
    await plusOne(laptopDevice, 2);
    await plusOne(laptopDevice, 1);
    await laptopDevice.flush();
    await phoneDevice.flush();
    // The headphones' extra unit was added after the phone's removal was decided: it stays.
    expect(summary(account.cart)).toEqual(['1×1', '2×2']);
  });

  it('lands both of two flushes made at the same moment: the later transaction runs again', async () => {
    const { account, phoneDevice, laptopDevice } = await twoDevices();
    await add(phoneDevice, headphones);
    await add(laptopDevice, laptop);
    await Promise.all([phoneDevice.flush(), laptopDevice.flush()]);
    expect(summary(account.cart).sort()).toEqual(['1×1', '2×1']);
  });

  it('adds the changes of a device back from offline to what the other saved meanwhile', async () => {
    const { account, phoneDevice, laptopDevice } = await twoDevices([headphones]);
    phoneDevice.goOffline();
    await plusOne(phoneDevice, 1);
    await expect(phoneDevice.flush()).rejects.toThrow('offline');
    await add(laptopDevice, laptop);
    await remove(laptopDevice, 1);
    await laptopDevice.flush();
    phoneDevice.goOnline();
    await phoneDevice.flush();
    // The laptop device removed the one pair it knew of; the pair added offline is kept.
    expect(summary(account.cart)).toEqual(['2×1', '1×1']);
  });

  it('does not bring back lines the paid webhook emptied from a device with a stale cart', async () => {
    const { account, phoneDevice } = await twoDevices([headphones, laptop]);
    account.write([]); // paid on the other device: the webhook empties the account's cart
    await add(phoneDevice, phone);
    await phoneDevice.flush();
    expect(summary(account.cart)).toEqual(['3×1']);
    expect(summary(await phoneDevice.lines())).toEqual(['3×1']);
  });

  it('empties the cart of a stale device that changed nothing when it next reads the account', async () => {
    const { account, phoneDevice } = await twoDevices([headphones, laptop]);
    account.write([]);
    expect(await phoneDevice.signIn()).toEqual([]);
    expect(await phoneDevice.queued()).toBeUndefined();
  });
});
