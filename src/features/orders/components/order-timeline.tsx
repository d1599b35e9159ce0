import { useLingui } from '@lingui/react/macro';

import { formatDate } from '@/lib/format';

import { orderTimeline, type TimelineStep } from '../logic/timeline';
import type { OrderRecord } from '../types';

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The mark before each step (decorative: the words say the same). */
const MARK: Record<TimelineStep['state'], { sign: string; className: string }> = {
  done: { sign: '✓', className: 'text-green-800' },
  next: { sign: '○', className: 'text-gray-700' },
  problem: { sign: '!', className: 'text-amber-800' },
};

/** The order's life, oldest first: what happened and when, then what is still to come. */
export function OrderTimeline({ order }: { order: OrderRecord }) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Order timeline`} className="ml-2 border-l-2 border-gray-300">
      {orderTimeline(order).map((step) => (
        <li key={step.key} className="mb-4 flex gap-2 pl-4">
          <span aria-hidden="true" className={`w-4 font-bold ${MARK[step.state].className}`}>
            {MARK[step.state].sign}
          </span>
          <div>
            <p className={`font-semibold ${step.state === 'next' ? 'text-gray-700' : 'text-gray-900'}`}>
              {step.title}
            </p>
            {step.state === 'next' && <p className="text-sm text-gray-700">{t`Not yet`}</p>}
            {step.detail && <p className="text-sm text-gray-800">{step.detail}</p>}
            {step.at !== null && (
              <p className="text-sm text-gray-700">
                <time dateTime={new Date(step.at).toISOString()}>{formatDate(step.at, TIME_FORMAT)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
