import { atom } from 'jotai';

import type { Notice } from './types';

/** The signed-in shopper's notices, newest first, as this device keeps them. */
export const noticesAtom = atom<Notice[]>([]);

/** How many of them are not read yet: the header's and the app badge's count. */
export const unreadNoticeCountAtom = atom((get) => get(noticesAtom).filter((notice) => !notice.read).length);
