import { atom } from 'jotai';

/** Menu state of spec §3: whether the mobile menu is open, and the search text. */
export const showMenuAtom = atom(false);
export const inputValueAtom = atom('');

/** Under 640 px the search box hides behind an icon until opened. */
export const mobileSearchOpenAtom = atom(false);
