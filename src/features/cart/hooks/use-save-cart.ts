import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { currentUserAtom } from '@/features/auth';
import { isNetworkFailure } from '@/lib/network-failure';
import { toast } from '@/lib/toast';

import { cartLinesAtom } from '../atoms';
import { saveUserCart } from '../api/account-cart';
import { changeStoredCart } from '../local-db/cart-store';
import { flushCart } from '../local-db/cart-sync';
import { CART_MESSAGES } from '../logic/cart-messages';

/**
 * Save Cart (spec §4): writes the cart to the account now, with a loading state. Offline it says
 * the cart will be saved once back online (it is queued already, and the outbox flushes then).
 */
export function useSaveCart() {
  const user = useAtomValue(currentUserAtom);
  const lines = useAtomValue(cartLinesAtom);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!user || saving) return;
    if (!navigator.onLine) {
      toast.info(CART_MESSAGES.savedWhenOnline);
      return;
    }
    setSaving(true);
    let queued: unknown = null;
    try {
      // Queue the cart as it is, then write it: one write, shared with any flush already running.
      queued = await changeStoredCart({ apply: (current) => current, uid: user.uid });
      if (queued === null) await saveUserCart(user.uid, lines);
      else await flushCart(user.uid);
      toast.success(CART_MESSAGES.saved);
    } catch (error) {
      // Queued on the device and unreachable server: the outbox sends it once the shop answers.
      if (queued !== null && isNetworkFailure(error)) {
        toast.info(CART_MESSAGES.savedWhenOnline);
        return;
      }
      console.error('Failed to save the cart:', error);
      toast.error(CART_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
