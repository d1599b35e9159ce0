import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Profile } from '../types';
import { closeProfileDb, queueProfile, readQueuedProfile } from './profile-outbox';
import { flushProfile, saveProfile } from './profile-sync';

vi.mock('../api/write-profile', () => ({ writeProfile: vi.fn() }));

const UID = 'shopper-1';
const profile = (name: string): Profile => ({ name, phone: '', address: '', country: 'UK', zip: '' });
const offline = () => false;
const online = () => true;
const unreachable = () => Object.assign(new Error('Failed to fetch'), { code: 'unavailable' });

beforeEach(async () => {
  await closeProfileDb();
  await deleteDB('eshop-profile');
});

describe('saving a profile through the outbox', () => {
  it('writes it at once when online, and leaves nothing queued', async () => {
    const write = vi.fn(() => Promise.resolve());
    expect(await saveProfile(UID, profile('Nia'), { write, isOnline: online })).toBe('saved');
    expect(write).toHaveBeenCalledWith(UID, profile('Nia'));
    expect(await readQueuedProfile(UID)).toBeUndefined();
  });

  it('keeps it queued offline, and the flush sends the latest edit once the connection is back', async () => {
    const write = vi.fn(() => Promise.resolve());
    expect(await saveProfile(UID, profile('Nia'), { write, isOnline: offline })).toBe('queued');
    expect(await saveProfile(UID, profile('Nia N.'), { write, isOnline: offline })).toBe('queued');
    expect(write).not.toHaveBeenCalled();

    expect(await flushProfile(UID, { write })).toBe('saved');
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(UID, profile('Nia N.'));
    expect(await flushProfile(UID, { write })).toBe('nothing');
  });

  it('keeps it queued when the server cannot be reached though the browser says online', async () => {
    const write = vi.fn(() => Promise.reject(unreachable()));
    expect(await saveProfile(UID, profile('Nia'), { write, isOnline: online })).toBe('queued');
    expect((await readQueuedProfile(UID))?.profile).toEqual(profile('Nia'));
  });

  it('drops an edit the server refuses for good, and says so', async () => {
    const refused = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const write = vi.fn(() => Promise.reject(refused));
    await expect(saveProfile(UID, profile('Nia'), { write, isOnline: online })).rejects.toBe(refused);
    expect(await readQueuedProfile(UID)).toBeUndefined();
  });

  it('never clears an edit made while an older one was being written', async () => {
    await queueProfile(UID, profile('Nia'));
    const write = vi.fn(async () => {
      await queueProfile(UID, profile('Nia N.'));
    });
    await flushProfile(UID, { write });
    expect((await readQueuedProfile(UID))?.profile).toEqual(profile('Nia N.'));
  });

  it('ends with the latest edit written when two flushes overlap', async () => {
    const written: string[] = [];
    const write = vi.fn(async (_uid: string, sent: Profile) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      written.push(sent.name);
    });
    await queueProfile(UID, profile('first'));
    const one = flushProfile(UID, { write });
    await queueProfile(UID, profile('second'));
    const two = flushProfile(UID, { write });
    await Promise.all([one, two]);
    expect(written.at(-1)).toBe('second');
  });
});
