import type { DBSchema } from 'idb';

import { createLocalDb } from '@/lib/local-db';

import type { StoredNotices } from '../types';

interface NoticesSchema extends DBSchema {
  /** One record, `device`: the signed-in shopper's notices as last read, and what is unsent. */
  notices: { key: 'device'; value: StoredNotices };
}

/** The notices, readable offline; not disposable, as reads made offline wait here to be sent. */
const noticesDb = createLocalDb<NoticesSchema>({
  name: 'eshop-notices',
  version: 1,
  disposable: false,
  upgrade(db) {
    db.createObjectStore('notices');
  },
});

export const openNoticesDb = noticesDb.open;

/** Closes the database, so tests can delete it and start anew. */
export const closeNoticesDb = noticesDb.close;
