import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

import { InlineStyle } from '@/components/inline-style';
import { currentFormatLocale, formatDate, formatNumber } from '@/lib/format';
import { useLingui } from '@/lib/i18n';

/*
 * The desk home's chart of daily revenue and paid orders, drawn with uPlot: about 50 kB minified,
 * canvas, no dependencies, and fast with a few hundred points. Only the desk loads it
 * (its chunk is the desk's, which the service worker does not precache for shoppers). It is a
 * picture for sighted operators: the same figures are a table beside it (desk-home.tsx), so the
 * canvas is hidden from screen readers.
 */

/** uPlot's own layout rules, the few its drawing needs (its stylesheet also styles a legend and cursor, unused here). */
const UPLOT_CSS =
  '.u-wrap{position:relative;user-select:none}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}' +
  '.uplot canvas{display:block;position:relative;width:100%;height:100%}.u-axis{position:absolute}';

const REVENUE_COLOUR = '#1d4ed8';
const ORDERS_COLOUR = '#b45309';
const AXIS = { stroke: '#374151', font: '12px system-ui, sans-serif', grid: { stroke: '#e5e7eb', width: 1 } };
const HEIGHT = 240;

export interface ChartPoint {
  day: string;
  revenueCents: number;
  orders: number;
}

/** Ticks this far apart (in seconds) or more are months; closer ones, days. */
const MONTH_TICKS_S = 28 * 86_400;

/** An x tick as the operator's language writes a day ("11/20", "20/11") or a month ("Nov"). */
const dayTicks: uPlot.Axis.DynamicValues = (_, ticks, __, ___, apart) =>
  ticks.map((at) =>
    formatDate(at * 1000, apart >= MONTH_TICKS_S ? { month: 'short' } : { month: 'numeric', day: 'numeric' }),
  );

const dollarFormats = new Map<string, Intl.NumberFormat>();

/** A revenue tick in dollars, whole ones without cents: "$1,200", "$0.50", "1 200 $ US". */
function dollars(amount: number): string {
  const locale = currentFormatLocale();
  let format = dollarFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      trailingZeroDisplay: 'stripIfInteger',
    });
    dollarFormats.set(locale, format);
  }
  return format.format(amount);
}

/** An orders tick: whole orders only, as the operator's language writes them. */
const whole = (value: number) => (Number.isInteger(value) ? formatNumber(value) : '');

function options(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: true },
      revenue: { range: (_, __, max) => [0, Math.max(max, 1)] },
      orders: { range: (_, __, max) => [0, Math.max(max, 1)] },
    },
    series: [
      {},
      { scale: 'revenue', stroke: REVENUE_COLOUR, width: 2, fill: 'rgba(29, 78, 216, 0.08)' },
      { scale: 'orders', stroke: ORDERS_COLOUR, width: 2, dash: [6, 4], points: { show: false } },
    ],
    axes: [
      { ...AXIS, values: dayTicks },
      {
        ...AXIS,
        scale: 'revenue',
        size: 64,
        values: (_, ticks) => ticks.map(dollars),
      },
      {
        ...AXIS,
        scale: 'orders',
        // Right: uPlot.Axis.Side is a const enum its types declare and its module does not export.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
        side: 1,
        size: 36,
        grid: { show: false },
        values: (_, ticks) => ticks.map(whole),
      },
    ],
  };
}

/** Revenue (a line, left axis) and paid orders (a dashed line, right axis) a day. */
export function DeskChart({ points }: { points: readonly ChartPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  // The axes are written in the operator's language: the chart is drawn again when it changes.
  const { locale } = useLingui().i18n;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map(({ day }) => Date.parse(`${day}T12:00:00Z`) / 1000),
      points.map(({ revenueCents }) => revenueCents / 100),
      points.map(({ orders }) => orders),
    ];
    const chart = new uPlot(options(element.clientWidth || 320), data, element);
    // The chart follows its box: a phone turned, a window resized.
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points, locale]);

  return (
    <>
      <InlineStyle css={UPLOT_CSS} />
      <div ref={box} aria-hidden="true" className="w-full" data-testid="desk-chart" />
    </>
  );
}
