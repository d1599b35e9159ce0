import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { currentUserAtom } from '@/features/auth';

import { isOrderId } from '../api/read-order';
import { useOwnOrder, type Freshness } from '../hooks/use-own-order';
import type { OrderRecord } from '../types';
import { OrderNotFound } from './order-not-found';

/**
 * The order of the address (/orders/:id…) for its owner, drawn by `children` once known: "Order not
 * found" for a malformed, unknown or foreign id, a status while it is read, and a retry when it
 * could not be. `noun` names what is shown ("order", "receipt"); `wrapFailure` places the retry.
 */
export function OwnOrderGate({
  noun,
  wrapFailure = (failure) => failure,
  children,
}: {
  noun: 'order' | 'receipt';
  wrapFailure?: (failure: ReactNode) => ReactNode;
  children: (order: OrderRecord, freshness: Freshness, retry: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const uid = useAtomValue(currentUserAtom)?.uid;
  const { view, retry } = useOwnOrder(id, uid);
  if (!isOrderId(id) || view.state === 'not-found') return <OrderNotFound />;
  if (view.state === 'reading')
    return (
      <p role="status" className="p-8 text-center text-gray-700">
        {noun === 'order' ? t`Loading your order…` : t`Loading your receipt…`}
      </p>
    );
  if (view.state === 'failed')
    return wrapFailure(
      <div role="alert" className="flex flex-wrap items-center gap-3 text-gray-800">
        {noun === 'order'
          ? t`This order could not be loaded. Check your connection and try again.`
          : t`This receipt could not be loaded. Check your connection and try again.`}
        <Button variant="outline" onClick={retry}>
          {t`Try again`}
        </Button>
      </div>,
    );
  return children(view.order, view.freshness, retry);
}
