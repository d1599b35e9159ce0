import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';

import { ShareIcon } from '@/components/icons';
import { copyProductLink } from '@/lib/copy-product-link';
import { formatPrice } from '@/lib/format';
import { productPath } from '@/lib/routes';
import { placeholderOnError } from '@/lib/image-placeholder';

import { removeLineAtom, stepLineQuantityAtom } from '../atoms';
import { CART_MESSAGES } from '../logic/cart-messages';
import type { PricedLine } from '../logic/priced-lines';

const STATUS_TEXT = {
  'out-of-stock': 'Out of stock: remove it to check out',
  gone: 'No longer sold: remove it to check out',
} as const;

const stepButton =
  'h-9 w-9 rounded-md border border-gray-500 bg-white text-lg font-bold text-gray-900 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)';

/** One cart line: image, type, title, variant and price, then − count +, remove and share. */
export function CartRow({ priced: { line, lineTotal, status } }: { priced: PricedLine }) {
  const step = useSetAtom(stepLineQuantityAtom);
  const remove = useSetAtom(removeLineAtom);
  const name = `${line.title} (${line.variant})`;

  const decrement = () => {
    if (line.quantity > 1) void step({ id: line.id, variant: line.variant, step: -1 });
    else if (window.confirm(CART_MESSAGES.removeLine)) void remove(line);
  };

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
        {status !== 'available' && (
          <p className="text-sm font-semibold text-red-700">{STATUS_TEXT[status]}</p>
        )}
      </div>
      <p className="w-24 text-right font-semibold text-gray-900" data-testid="line-price">
        {formatPrice(lineTotal)}
      </p>
      <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${name}`}>
        <button
          type="button"
          className={stepButton}
          aria-label={`Decrease quantity of ${name}`}
          onClick={decrement}
        >
          −
        </button>
        <output className="w-8 text-center font-semibold" aria-label={`Quantity of ${name}`}>
          {line.quantity}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={`Increase quantity of ${name}`}
          onClick={() => void step({ id: line.id, variant: line.variant, step: 1 })}
        >
          +
        </button>
      </div>
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
