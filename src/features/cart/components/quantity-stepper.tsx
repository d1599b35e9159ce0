import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';

import { formatNumber } from '@/lib/format';

import { removeLineAtom, stepLineQuantityAtom } from '../atoms';
import { CART_MESSAGES } from '../logic/cart-messages';
import type { ProductLimits } from '../logic/line-caps';
import type { CartLine } from '../types';

const stepButton =
  'h-9 w-9 rounded-md border border-gray-500 bg-white text-lg font-bold text-gray-900 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700) aria-disabled:(cursor-not-allowed border-gray-300 text-gray-400 hover:bg-white)';

export interface QuantityStepperProps {
  line: CartLine;
  /** The line's name for screen readers: "Title (Variant)". */
  name: string;
  /** The product's stock and limit per order as the catalog knows them now. */
  product: ProductLimits;
  /** The id of the note saying why + can go no further; undefined while it can. */
  limitNoteId: string | undefined;
}

/**
 * − count + of one cart line. − stops at 1 and asks before removing the line; + stops at the
 * line's cap with aria-disabled rather than disabled, so it keeps focus and reads out why.
 */
export function QuantityStepper({ line, name, product, limitNoteId }: QuantityStepperProps) {
  const { t } = useLingui();
  const step = useSetAtom(stepLineQuantityAtom);
  const remove = useSetAtom(removeLineAtom);
  const capped = limitNoteId !== undefined;

  const decrement = () => {
    if (line.quantity > 1) void step({ id: line.id, variant: line.variant, step: -1 });
    else if (window.confirm(CART_MESSAGES.removeLine)) void remove(line);
  };
  const increment = () => {
    if (!capped) void step({ id: line.id, variant: line.variant, step: 1, product });
  };

  return (
    <div className="flex items-center gap-2" role="group" aria-label={t`Quantity of ${name}`}>
      <button
        type="button"
        className={stepButton}
        aria-label={t`Decrease quantity of ${name}`}
        onClick={decrement}
      >
        −
      </button>
      <output className="w-8 text-center font-semibold" aria-label={t`Quantity of ${name}`}>
        {formatNumber(line.quantity)}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label={t`Increase quantity of ${name}`}
        aria-disabled={capped || undefined}
        aria-describedby={limitNoteId}
        onClick={increment}
      >
        +
      </button>
    </div>
  );
}
