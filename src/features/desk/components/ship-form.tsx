import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';

import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import type { OrderRecord } from '@/features/orders';
import { useFormFields } from '@/hooks/use-form-fields';

import type { RunAction } from './run-action';

/** Mark shipped with the carrier and tracking number; on a shipped order, correct them. */
export function ShipForm({ order, run, busy }: { order: OrderRecord; run: RunAction; busy: boolean }) {
  const { t } = useLingui();
  const { values, field, check } = useFormFields(() => ({
    carrier: order.shipment?.carrier ?? '',
    trackingNumber: order.shipment?.trackingNumber ?? '',
  }));
  const correcting = order.shipment !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { carrier, trackingNumber } = values;
    const missing = {
      ...(carrier.trim() ? {} : { carrier: t`Enter the carrier.` }),
      ...(trackingNumber.trim() ? {} : { trackingNumber: t`Enter the tracking number.` }),
    };
    if (!check(missing)) return;
    void run('ship', { carrier, trackingNumber }, (answer) => {
      const shipment = answer.shipment as { carrier?: string; trackingNumber?: string } | undefined;
      const shippedBy = shipment?.carrier ?? carrier;
      const tracking = shipment?.trackingNumber ?? trackingNumber;
      return t`Marked shipped: ${shippedBy}, tracking number ${tracking}.`;
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="desk-ship" className="flex flex-col gap-3">
      <h3 id="desk-ship" className="font-semibold">
        {correcting ? t`Correct the shipment` : t`Mark shipped`}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`Carrier`} maxLength={60} autoComplete="off" {...field('carrier')} />
        <TextField
          label={t`Tracking number`}
          maxLength={40}
          autoComplete="off"
          {...field('trackingNumber')}
        />
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        {correcting ? t`Update shipment` : t`Mark shipped`}
      </Button>
    </form>
  );
}
