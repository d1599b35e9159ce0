import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useId } from 'react';

import { ShareIcon } from '@/components/icons';
import { copyProductLink } from '@/lib/copy-product-link';
import { formatPrice } from '@/lib/format';
import { typeLabel } from '@/lib/i18n';
import { productPath } from '@/lib/routes';
import { placeholderOnError } from '@/lib/image-placeholder';
import { isLimitPerOrder } from '@/domain/order-limits';

import { removeLineAtom } from '../atoms';
import {
  capMessage,
  limitPerOrderNote,
  LINE_STATUS_MESSAGES,
  priceChangedMessage,
} from '../logic/cart-messages';
import type { PricedLine } from '../logic/priced-lines';
import { QuantityStepper } from './quantity-stepper';
import { Link } from '@/components/link';

/**
 * Why this line can grow no further, or null while it can. Out of stock already says why, and
 * what to do about it.
 */
function limitNote({ line, cap, status }: PricedLine): string | null {
  if (line.quantity < cap.max) return null;
  return status === 'out-of-stock' ? LINE_STATUS_MESSAGES[status] : capMessage(cap);
}

/**
 * One cart line: image, type, title, variant and price, with what the shopper should know about
 * it (no longer sold or out of stock, how many it may hold, a price changed since it was added),
 * then − count +, remove and share. The product's title and variant are the catalog's English.
 */
export function CartRow({ priced }: { priced: PricedLine }) {
  const { t } = useLingui();
  const { line, lineTotal, unitPrice, status, product } = priced;
  const remove = useSetAtom(removeLineAtom);
  const limitNoteId = useId();
  const limit = limitNote(priced);
  const name = `${line.title} (${line.variant})`;
  const title = line.title;
  const variant = line.variant;

  return (
    <li className="flex flex-wrap items-center gap-4 p-4" aria-label={name}>
      <img
        src={line.images[0]}
        alt=""
        width={80}
        height={80}
        {...placeholderOnError}
        className="h-20 w-20 rounded bg-gray-50 object-contain"
      />
      <div className="min-w-40 flex-1">
        <p className="text-sm text-gray-700">{typeLabel(line.type)}</p>
        <Link to={productPath(line.id)} lang="en" className="font-semibold text-gray-900 hover:underline">
          {title}
        </Link>
        <p className="text-sm text-gray-700">
          <Trans>
            Variant: <span lang="en">{variant}</span>
          </Trans>
        </p>
        {status === 'gone' && (
          <p className="text-sm font-semibold text-red-700">{LINE_STATUS_MESSAGES.gone}</p>
        )}
        {limit !== null && (
          <p id={limitNoteId} className="text-sm font-semibold text-red-700">
            {limit}
          </p>
        )}
        {limit === null && isLimitPerOrder(product.limitPerOrder) && (
          <p className="text-sm text-gray-700">{limitPerOrderNote(product.limitPerOrder)}</p>
        )}
        {unitPrice !== line.price && (
          <p className="text-sm font-semibold text-amber-800">{priceChangedMessage(line.price, unitPrice)}</p>
        )}
      </div>
      <p className="w-24 text-right font-semibold text-gray-900" data-testid="line-price">
        {formatPrice(lineTotal)}
      </p>
      <QuantityStepper
        line={line}
        name={name}
        product={product}
        limitNoteId={limit === null ? undefined : limitNoteId}
      />
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="rounded-md px-3 py-2 font-semibold text-red-700 hover:bg-red-50 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
          aria-label={t`Remove ${name}`}
          onClick={() => void remove(line)}
        >
          {t`Remove`}
        </button>
        <button
          type="button"
          className="rounded-md p-2 text-gray-800 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
          aria-label={t`Share ${title}`}
          onClick={() => void copyProductLink(line.id)}
        >
          <ShareIcon />
        </button>
      </div>
    </li>
  );
}
