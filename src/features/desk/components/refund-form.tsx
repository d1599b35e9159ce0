import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { FIELD_CONTROL_CLASS } from '@/components/field-frame';
import type { OrderRecord } from '@/features/orders';
import { formatNumber, formatPrice } from '@/lib/format';

import { refundLinesOf, unitsLeftPerLine } from '../logic/desk-actions';
import { RestockChoice, useRestockChoice } from './restock-choice';
import type { RunAction } from './run-action';

/**
 * Refund per line (how many units of each) or everything left, through Stripe: the money goes
 * back to the card, and the units back on sale if the operator says so. Asked once more before
 * it is done.
 */
export function RefundForm({ order, run, busy }: { order: OrderRecord; run: RunAction; busy: boolean }) {
  const { t } = useLingui();
  const left = unitsLeftPerLine(order);
  const [typed, setTyped] = useState<string[]>(() => order.lines.map(() => ''));
  const [restock, setRestock] = useRestockChoice(order);
  const [error, setError] = useState<string>();
  const errorId = useId();

  /** What the desk says once the refund is done: the amount, and what happened to the units. */
  const refunded = (answer: { refund?: unknown; status: string }) => {
    const { amount: paidBack, restock: restocked } = (answer.refund ?? {}) as {
      amount?: unknown;
      restock?: unknown;
    };
    if (typeof paidBack !== 'number')
      return restocked === false
        ? t`Refunded. The units stay off sale.`
        : t`Refunded. The units are back in stock.`;
    const amount = formatPrice(paidBack);
    return restocked === false
      ? t`Refunded ${amount}. The units stay off sale.`
      : t`Refunded ${amount}. The units are back in stock.`;
  };

  // Whole questions for each refund and answer: other languages build them differently.
  const question = (everything: boolean) => {
    if (everything)
      return restock
        ? t`Refund everything left on this order? The money goes back to the customer's card; the units go back on sale.`
        : t`Refund everything left on this order? The money goes back to the customer's card; the units stay off sale.`;
    return restock
      ? t`Refund the chosen units? The money goes back to the customer's card; the units go back on sale.`
      : t`Refund the chosen units? The money goes back to the customer's card; the units stay off sale.`;
  };

  /** Refunds these lines' units, or everything left (null), once the operator confirms. */
  const refund = (lines: { line: number; quantity: number }[] | null) => {
    if (!window.confirm(question(lines === null))) return;
    void run('refund', { ...(lines ? { lines } : {}), restock }, refunded).then((done) => {
      if (done) setTyped(order.lines.map(() => ''));
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = refundLinesOf(order, typed);
    setError(chosen.error);
    if (chosen.lines) refund(chosen.lines);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="desk-refund" className="flex flex-col gap-3">
      <h3 id="desk-refund" className="font-semibold">
        {t`Refund`}
      </h3>
      <ul className="flex flex-col gap-2">
        {order.lines.map((line, at) => {
          const { title, variant } = line;
          const unitsLeft = formatNumber(left[at] ?? 0);
          const bought = formatNumber(line.quantity);
          const unitPrice = formatPrice(line.unitPrice);
          return (
            <li key={`${line.id}:${line.variant}:${at}`} className="flex flex-wrap items-center gap-3">
              <input
                type="number"
                min={0}
                max={left[at]}
                step={1}
                inputMode="numeric"
                disabled={(left[at] ?? 0) === 0}
                aria-label={t`Units of ${title} (${variant}) to refund, ${unitsLeft} left`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`${FIELD_CONTROL_CLASS} w-20`}
                value={typed[at] ?? ''}
                onChange={(event) =>
                  setTyped((current) =>
                    current.map((text, index) => (index === at ? event.target.value : text)),
                  )
                }
              />
              <span>
                {/* The product's title and variant are the catalog's, in English. */}
                <Trans>
                  <span lang="en">
                    {title} ({variant})
                  </span>
                  : {unitsLeft} of {bought} left at {unitPrice}
                </Trans>
              </span>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <RestockChoice order={order} restock={restock} onChange={setRestock} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={busy}>
          {t`Refund selected units`}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => refund(null)}>
          {t`Refund everything left`}
        </Button>
      </div>
    </form>
  );
}
