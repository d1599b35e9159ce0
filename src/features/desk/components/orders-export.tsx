import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { FieldFrame } from '@/components/field-frame';
import { saveFile } from '@/lib/save-file';

import { listOrdersPlacedBetween } from '../api/desk-orders';
import { useEndIfRemoved } from '../hooks/use-desk-access';
import { downloadedWords, EXPORT_MESSAGES } from '../logic/export-words';
import { exportPeriod, lastDays, ordersCsv, ordersCsvFileName } from '../logic/orders-csv';

type Outcome =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string; wrongPeriod: boolean };

/**
 * Saves the CSV. The byte order mark lets Excel read the file as UTF-8 (without it, a title with
 * an accent comes out garbled); other spreadsheets ignore it.
 */
const download = (csv: string, fileName: string) =>
  saveFile(['\uFEFF', csv], 'text/csv;charset=utf-8', fileName);

/**
 * The desk's export: the orders placed in the chosen days as a CSV file, one line per
 * order line, built here from the same reads as the desk's lists.
 */
export function OrdersExport() {
  const { t } = useLingui();
  const [period, setPeriod] = useState(() => lastDays(new Date()));
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const fromField = useRef<HTMLInputElement>(null);
  const endIfRemoved = useEndIfRemoved();
  const id = useId();
  const reading = outcome.state === 'reading';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reading) return;
    const chosen = exportPeriod(period.from, period.to);
    if ('problem' in chosen) {
      const message =
        chosen.problem === 'from-after-to' ? EXPORT_MESSAGES.fromAfterTo : EXPORT_MESSAGES.missingDay;
      setOutcome({ state: 'failed', message, wrongPeriod: true });
      fromField.current?.focus();
      return;
    }
    setOutcome({ state: 'reading' });
    try {
      const orders = await listOrdersPlacedBetween(chosen.start, chosen.end);
      if (orders.length === 0) {
        setOutcome({ state: 'done', message: EXPORT_MESSAGES.noOrders });
        return;
      }
      const fileName = ordersCsvFileName(period.from, period.to);
      download(ordersCsv(orders), fileName);
      const lines = orders.reduce((count, order) => count + order.lines.length, 0);
      setOutcome({ state: 'done', message: downloadedWords(fileName, orders.length, lines) });
    } catch (error) {
      if (endIfRemoved(error)) return;
      console.error('The desk could not read the orders to export:', error);
      setOutcome({ state: 'failed', message: EXPORT_MESSAGES.readFailed, wrongPeriod: false });
    }
  };

  const periodError = outcome.state === 'failed' && outcome.wrongPeriod;
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="orders-export">
      <h3 id={`${id}-heading`} className="mb-1 text-base font-semibold">
        {t`Export orders`}
      </h3>
      <p className="mb-3 text-sm text-gray-700">
        {t`Every order placed from the start of the From day to the end of the To day, one line per order line, as a CSV file. Times in the file are UTC.`}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
        <FieldFrame label={t`From`} className="w-full sm:w-48">
          {(control) => (
            <input
              {...control}
              ref={fromField}
              type="date"
              value={period.from}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
              aria-invalid={periodError || undefined}
              aria-describedby={periodError ? `${id}-message` : undefined}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t`To`} className="w-full sm:w-48">
          {(control) => (
            <input
              {...control}
              type="date"
              value={period.to}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            />
          )}
        </FieldFrame>
        {/* aria-disabled keeps focus on the button while the orders are read. */}
        <Button type="submit" aria-disabled={reading} className="min-w-40">
          {reading ? t`Preparing…` : t`Download CSV`}
        </Button>
      </form>
      <p role="status" className="mt-3 text-gray-800">
        {outcome.state === 'done' && outcome.message}
      </p>
      {outcome.state === 'failed' && (
        <p id={`${id}-message`} role="alert" className="mt-1 text-red-700">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
