import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { Button } from '@/components/button';
import { ReadStateView } from '@/components/read-state-view';

import { useDeskNumbers, type DeskNumbers } from '../hooks/use-desk-numbers';
import { deskTime } from '../logic/desk-format';
import { anyActivity, byDay } from '../logic/desk-numbers';
import { DailySalesChart } from './desk-home-chart';
import { LowStock } from './desk-home-low-stock';
import { Periods } from './desk-home-periods';
import { TopProducts } from './desk-home-top-products';
import { WaitingOnYou } from './desk-home-waiting';

/*
 * The Desk tab's first screen: the morning's questions answered from the days' totals
 * the functions keep. Today, the last 7 and 30 days, each against the period before; a chart of
 * daily revenue and orders (or the same figures as a table); the top products; how long the
 * products low on stock last at their recent rate; and the orders waiting on the operator.
 */

export function DeskHome() {
  const { t } = useLingui();
  const { read, retry } = useDeskNumbers();
  return (
    <section aria-labelledby="desk-home" className="flex flex-col gap-6" data-testid="desk-home">
      <h3 id="desk-home" className="text-base font-semibold">
        {t`Sales at a glance`}
      </h3>
      <ReadStateView
        read={read}
        loading={t`Loading the numbers…`}
        failed={t`The numbers could not be loaded. Check your connection and try again.`}
        onRetry={retry}
      >
        {({ numbers, kept }) => <Numbers numbers={numbers} kept={kept} onRetry={retry} />}
      </ReadStateView>
    </section>
  );
}

function Numbers({ numbers, kept, onRetry }: { numbers: DeskNumbers; kept: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const days = useMemo(() => byDay(numbers.days), [numbers.days]);
  const readAt = deskTime(numbers.readAt);
  return (
    <>
      {kept ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-amber-900"
        >
          {t`These are the numbers last read on this device, at ${readAt}: they could not be updated now.`}
          <Button variant="outline" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </p>
      ) : (
        <p className="text-sm text-gray-700">{t`Read at ${readAt}. Days run midnight to midnight UTC.`}</p>
      )}
      <WaitingOnYou numbers={numbers} />
      {anyActivity(days.values()) ? (
        <>
          <Periods days={days} today={numbers.today} />
          <DailySalesChart days={days} today={numbers.today} />
          <TopProducts days={days} today={numbers.today} />
        </>
      ) : (
        <p className="text-gray-800">{t`No sales yet.`}</p>
      )}
      <LowStock numbers={numbers} days={days} />
    </>
  );
}
