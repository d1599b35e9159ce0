import { atom } from 'jotai';

const KEY = 'eshop-save-data';

function storedChoice(): boolean | null {
  try {
    const stored = globalThis.localStorage.getItem(KEY);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  } catch {
    return null; // storage refused (some private modes)
  }
}

// Read when this module loads (in the browser, after the page is live; at build time, null).
const choiceAtom = atom<boolean | null>(storedChoice());

/** The shopper's own choice (the footer's Save data switch), kept on the device; null until made. */
export const saveDataChoiceAtom = atom(
  (get) => get(choiceAtom),
  (_get, set, choice: boolean) => {
    set(choiceAtom, choice);
    try {
      localStorage.setItem(KEY, String(choice));
    } catch {
      // Not kept on this device; it holds for this visit.
    }
  },
);

/** Whether the browser asks sites to save data (its Save-Data setting, also sent as a header). */
export const browserSavesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Save data: the shopper's choice, else the browser's. Carousels then do not autoplay and card
 * images are not fetched ahead for offline use.
 */
export const saveDataAtom = atom((get) => get(saveDataChoiceAtom) ?? browserSavesData());
