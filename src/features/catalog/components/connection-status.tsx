import { lazyWhenOnline } from '@/lib/lazy-loaded';

/**
 * The connection as the shop sees it, under the header (connection-status-view.tsx). Drawn only
 * once the page is live (the layout puts it in WhenLive), so its code is a chunk of its own,
 * fetched then, not part of the script every page needs before it is live (issue 45).
 */
export const ConnectionStatus = lazyWhenOnline(() =>
  import('./connection-status-view').then((module) => module.ConnectionStatusView),
);
