/** The copy of the account's record the session keeps on the device (api/session.ts). */
export const USER_RECORD_COPY = 'user-record';
