import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { DayTotals } from '@/features/orders';
import { formatNumber } from '@/lib/format';

import { deskPercent, signedPercent } from '../logic/desk-format';
import { changeOf, comparePeriod, PERIODS, type PeriodFigures } from '../logic/desk-numbers';
import { CARD, money } from './desk-home-look';

/** A figure's change against the period before, in the period's own words ("+12% on yesterday"). */
function changeWords(
  current: number | null,
  previous: number | null,
  compared: (change: string | null) => string,
): string {
  const change = changeOf(current, previous);
  return compared(change === null ? null : signedPercent(change));
}

/** The figures each period shows, and how each is written. */
const FIGURES: {
  label: MessageDescriptor;
  of: (figures: PeriodFigures) => number | null;
  show: (value: number) => string;
}[] = [
  { label: msg`Revenue`, of: (figures) => figures.revenueCents, show: money },
  { label: msg`Paid orders`, of: (figures) => figures.ordersPaid, show: formatNumber },
  { label: msg`Average order`, of: (figures) => figures.averageOrderCents, show: money },
  { label: msg`Units sold`, of: (figures) => figures.units, show: formatNumber },
  { label: msg`Refunds`, of: (figures) => figures.refundsCents, show: money },
  { label: msg`Checkout conversion`, of: (figures) => figures.conversion, show: deskPercent },
];

/** Today, the last 7 and the last 30 days, each figure against the same days before. */
export function Periods({ days, today }: { days: ReadonlyMap<string, DayTotals>; today: string }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="desk-periods">
      {PERIODS.map((period) => {
        const { current, previous } = comparePeriod(days, today, period.days);
        const name = t(period.label);
        return (
          <section key={period.days} aria-label={name} className={CARD}>
            <h4 className="mb-2 font-semibold">{name}</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {FIGURES.map(({ label, of, show }) => {
                const value = of(current);
                return (
                  <div key={label.id} className="contents">
                    <dt className="text-gray-700">{t(label)}</dt>
                    <dd className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-semibold">{value === null ? '—' : show(value)}</span>
                      <span className="text-sm text-gray-700">
                        {changeWords(value, of(previous), period.compared)}
                      </span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
