import { atom } from 'jotai';

/** The search text: spec §3's menu state, whose open flag lives with the header. */
export const inputValueAtom = atom('');

/** Under 640 px the search box hides behind an icon until opened. */
export const mobileSearchOpenAtom = atom(false);
