import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** The shopper's own choice (the footer's Save data switch), kept on the device; null until made. */
export const saveDataChoiceAtom = atomWithStorage<boolean | null>('eshop-save-data', null);

/** Whether the browser asks sites to save data (its Save-Data setting, also sent as a header). */
export const browserSavesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Save data: the shopper's choice, else the browser's. Carousels then do not autoplay and card
 * images are not fetched ahead for offline use.
 */
export const saveDataAtom = atom((get) => get(saveDataChoiceAtom) ?? browserSavesData());
