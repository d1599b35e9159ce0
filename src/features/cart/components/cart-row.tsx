import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { ShareIcon } from '@/components/icons';
import { copyProductLink } from '@/lib/copy-product-link';
import { formatPrice } from '@/lib/format';
import { productPath } from '@/lib/routes';
import { placeholderOnError } from '@/lib/image-placeholder';

import { removeLineAtom } from '../atoms';
import { capMessage, priceChangedMessage } from '../logic/cart-messages';
import type { PricedLine } from '../logic/priced-lines';
import { QuantityStepper } from './quantity-stepper';

const STATUS_TEXT = {
  'out-of-stock': 'Out of stock: remove it to check out',
  gone: 'No longer sold: remove it to check out',
} as const;

/**
 * Why this line can grow no further, or null while it can. Out of stock already says why, and
 * what to do about it.
 */
function limitNote({ line, cap, status }: PricedLine): string | null {
  if (line.quantity < cap.max) return null;
  return status === 'out-of-stock' ? STATUS_TEXT[status] : capMessage(cap);
}

/**
 * One cart line: image, type, title, variant and price, with what the shopper should know about
 * it (no longer sold or out of stock, how many it may hold, a price changed since it was added),
 * then − count +, remove and share.
 */
export function CartRow({ priced }: { priced: PricedLine }) {
  const { line, lineTotal, unitPrice, status, stock } = priced;
  const remove = useSetAtom(removeLineAtom);
  const limitNoteId = useId();
  const limit = limitNote(priced);
  const name = `${line.title} (${line.variant})`;

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
        <p className="text-sm text-gray-700">{line.type}</p>
        <Link to={productPath(line.id)} className="font-semibold text-gray-900 hover:underline">
          {line.title}
        </Link>
        <p className="text-sm text-gray-700">Variant: {line.variant}</p>
        {status === 'gone' && <p className="text-sm font-semibold text-red-700">{STATUS_TEXT.gone}</p>}
        {limit !== null && (
          <p id={limitNoteId} className="text-sm font-semibold text-red-700">
            {limit}
          </p>
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
        stock={stock}
        limitNoteId={limit === null ? undefined : limitNoteId}
      />
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="rounded-md px-3 py-2 font-semibold text-red-700 hover:bg-red-50 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
          aria-label={`Remove ${name}`}
          onClick={() => void remove(line)}
        >
          Remove
        </button>
        <button
          type="button"
          className="rounded-md p-2 text-gray-800 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
          aria-label={`Share ${line.title}`}
          onClick={() => void copyProductLink(line.id)}
        >
          <ShareIcon />
        </button>
      </div>
    </li>
  );
}
