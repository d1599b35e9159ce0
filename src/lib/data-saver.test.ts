import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module (it reads the stored choice as it loads) over this storage and browser. */
async function dataSaver({ stored, saveData }: { stored?: string; saveData?: boolean } = {}) {
  vi.resetModules();
  const items = new Map<string, string>(stored === undefined ? [] : [['eshop-save-data', stored]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  vi.stubGlobal('navigator', saveData === undefined ? {} : { connection: { saveData } });
  return { ...(await import('./data-saver')), items, store: createStore() };
}

describe('save data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the browser’s Save-Data until the shopper chooses', async () => {
    const on = await dataSaver({ saveData: true });
    expect(on.store.get(on.saveDataChoiceAtom)).toBeNull();
    expect(on.store.get(on.saveDataAtom)).toBe(true);
    const off = await dataSaver({ saveData: false });
    expect(off.store.get(off.saveDataAtom)).toBe(false);
    const unknown = await dataSaver();
    expect(unknown.store.get(unknown.saveDataAtom)).toBe(false);
  });

  it('takes the shopper’s choice over the browser’s, and keeps it on the device', async () => {
    const { store, saveDataAtom, saveDataChoiceAtom, items } = await dataSaver({ saveData: true });
    store.set(saveDataChoiceAtom, false);
    expect(store.get(saveDataAtom)).toBe(false);
    expect(items.get('eshop-save-data')).toBe('false');
    store.set(saveDataChoiceAtom, true);
    expect(store.get(saveDataAtom)).toBe(true);
    expect(items.get('eshop-save-data')).toBe('true');
  });

  it('reads the choice kept on the device, and ignores what it does not know', async () => {
    const chosen = await dataSaver({ stored: 'true', saveData: false });
    expect(chosen.store.get(chosen.saveDataChoiceAtom)).toBe(true);
    expect(chosen.store.get(chosen.saveDataAtom)).toBe(true);
    const declined = await dataSaver({ stored: 'false', saveData: true });
    expect(declined.store.get(declined.saveDataAtom)).toBe(false);
    const odd = await dataSaver({ stored: 'yes', saveData: true });
    expect(odd.store.get(odd.saveDataChoiceAtom)).toBeNull();
  });

  it('finds no browser setting where there is no navigator (prerendering)', async () => {
    const { browserSavesData } = await dataSaver();
    vi.stubGlobal('navigator', undefined);
    expect(browserSavesData()).toBe(false);
  });

  it('holds the choice for the visit where storage is refused', async () => {
    const { store, saveDataAtom, saveDataChoiceAtom } = await dataSaver();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('refused');
      },
      setItem: () => {
        throw new Error('refused');
      },
    });
    store.set(saveDataChoiceAtom, true);
    expect(store.get(saveDataAtom)).toBe(true);
  });
});
