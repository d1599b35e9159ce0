import { createContext, useContext } from 'react';

/**
 * Ends the desk when `error` says the shop no longer takes the operator as an admin
 * (logic/access-removed.ts); answers whether it did, so the caller shows no failure of its own.
 */
export type EndIfRemoved = (error: unknown) => boolean;

/** Given by DeskAccess around the desk; outside it, a failure is only a failure. */
export const DeskAccessContext = createContext<EndIfRemoved>(() => false);

/** What every read and action of the desk calls with its failure. */
export const useEndIfRemoved = () => useContext(DeskAccessContext);
