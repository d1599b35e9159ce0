import { useSyncExternalStore } from 'react';

import { onSessionStart, sessionStarted } from '@/lib/session-start';

/** Whether the live session has started (lib/session-start.ts); never while drawn at build time. */
export const useSessionStarted = () => useSyncExternalStore(onSessionStart, sessionStarted, () => false);
