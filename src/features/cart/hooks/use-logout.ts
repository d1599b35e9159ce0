import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';

import { currentUserAtom, useSignOut } from '@/features/auth';
import { HOME_PATH } from '@/lib/routes';

import { cartLinesAtom } from '../atoms';
import { cartChannel } from '../local-db/cart-channel';
import { clearStoredCart, readOutbox } from '../local-db/cart-store';
import { cartFlusher, cartSync, flushCart } from '../local-db/cart-sync';
import { CART_MESSAGES } from '../logic/cart-messages';

/**
 * Logout (spec §4): saves unsaved cart changes to the account first; when that fails (offline),
 * asks before discarding them. Then signs out and empties the cart in memory, in storage and in
 * every open tab, so the next person on this device starts empty, and goes home. After the account
 * was deleted (`accountGone`) there is nothing to save to: the cart and its outbox are dropped.
 */
export function useLogout() {
  const user = useAtomValue(currentUserAtom);
  const signOut = useSignOut();
  const setLines = useSetAtom(cartLinesAtom);
  const navigate = useNavigate();
  return async ({ accountGone = false }: { accountGone?: boolean } = {}) => {
    if (user && !accountGone && (await readOutbox(user.uid))) {
      try {
        await flushCart(user.uid);
      } catch {
        if (!window.confirm(CART_MESSAGES.unsavedLogout)) return;
      }
    }
    cartFlusher.stop();
    await signOut();
    // After any adopt another tab has under way, which would store the account's cart again.
    await cartSync.exclusive(clearStoredCart);
    setLines([]);
    cartChannel.announce({ type: 'reset' });
    void navigate(HOME_PATH);
  };
}
