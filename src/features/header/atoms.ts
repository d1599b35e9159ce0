import { atom } from 'jotai';

/** Whether the mobile menu is open: spec §3's menu state, whose search text lives with the search. */
export const showMenuAtom = atom(false);
