import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { restockByDefault, type OrderRecord } from '@/features/orders';

/**
 * The refund's question: do its units go back on sale? Asked before every refund from the desk,
 * answered yes by default before the order ships and no after (the server's own default).
 */
export function RestockChoice({
  order,
  restock,
  onChange,
}: {
  order: OrderRecord;
  restock: boolean;
  onChange: (restock: boolean) => void;
}) {
  const { t } = useLingui();
  const hintId = useId();
  const name = useId();
  // Why the default is what it is, said under the question.
  const hint = restockByDefault(order)
    ? t`This order has not shipped: its units are still here, ready to sell again.`
    : t`This order has shipped: the customer may still have the units. Choose yes only once they are back and fit to sell.`;
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-1">
      <legend className="font-medium">{t`Put the refunded units back on sale?`}</legend>
      <p id={hintId} className="text-sm text-gray-800">
        {hint}
      </p>
      <div className="flex flex-wrap gap-4">
        {[
          { value: true, label: t`Yes, add them back to the stock` },
          { value: false, label: t`No, keep them off sale` },
        ].map((choice) => (
          <label key={String(choice.value)} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              checked={restock === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The operator's answer to the question: the default for the order as it stands until they
 * choose. A choice made before the order changed (it shipped meanwhile) gives way to the new
 * default, so the question never keeps an answer given about another state of the order.
 */
export function useRestockChoice(order: OrderRecord): [boolean, (restock: boolean) => void] {
  const fallback = restockByDefault(order);
  const [chosen, setChosen] = useState<{ against: boolean; restock: boolean } | null>(null);
  return [
    chosen?.against === fallback ? chosen.restock : fallback,
    (restock) => setChosen({ against: fallback, restock }),
  ];
}
