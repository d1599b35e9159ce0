import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/button';
import { FIELD_CONTROL_CLASS } from '@/components/field-frame';
import type { OrderRecord } from '@/features/orders';
import { formatPrice } from '@/lib/format';

import { refundLinesOf, unitsLeftPerLine } from '../logic/desk-actions';
import { RestockChoice, restockOutcome, useRestockChoice } from './restock-choice';
import type { RunAction } from './run-action';

const refunded = (answer: { refund?: unknown; status: string }) => {
  const { amount, restock } = (answer.refund ?? {}) as { amount?: unknown; restock?: unknown };
  return `Refunded${typeof amount === 'number' ? ` ${formatPrice(amount)}` : ''}. ${restockOutcome(restock)}`;
};

/**
 * Refund per line (how many units of each) or everything left, through Stripe: the money goes
 * back to the card, and the units back on sale if the operator says so. Asked once more before
 * it is done.
 */
export function RefundForm({ order, run, busy }: { order: OrderRecord; run: RunAction; busy: boolean }) {
  const left = unitsLeftPerLine(order);
  const [typed, setTyped] = useState<string[]>(() => order.lines.map(() => ''));
  const [restock, setRestock] = useRestockChoice(order);
  const [error, setError] = useState<string>();
  const errorId = useId();

  const refund = (lines: { line: number; quantity: number }[] | null, what: string) => {
    const units = restock ? 'the units go back on sale' : 'the units stay off sale';
    if (!window.confirm(`Refund ${what}? The money goes back to the customer's card; ${units}.`)) return;
    void run('refund', { ...(lines ? { lines } : {}), restock }, refunded).then((done) => {
      if (done) setTyped(order.lines.map(() => ''));
    });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = refundLinesOf(order, typed);
    setError(chosen.error);
    if (chosen.lines) refund(chosen.lines, 'the chosen units');
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="desk-refund" className="flex flex-col gap-3">
      <h3 id="desk-refund" className="font-semibold">
        Refund
      </h3>
      <ul className="flex flex-col gap-2">
        {order.lines.map((line, at) => (
          <li key={`${line.id}:${line.variant}:${at}`} className="flex flex-wrap items-center gap-3">
            <input
              type="number"
              min={0}
              max={left[at]}
              step={1}
              inputMode="numeric"
              disabled={(left[at] ?? 0) === 0}
              aria-label={`Units of ${line.title} (${line.variant}) to refund, ${left[at] ?? 0} left`}
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
              {line.title} ({line.variant}): {left[at]} of {line.quantity} left at{' '}
              {formatPrice(line.unitPrice)}
            </span>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <RestockChoice order={order} restock={restock} onChange={setRestock} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={busy}>
          Refund selected units
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => refund(null, 'everything left on this order')}
        >
          Refund everything left
        </Button>
      </div>
    </form>
  );
}
