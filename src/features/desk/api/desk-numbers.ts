import { dayOf, type DayTotals } from '@/features/orders';

import { daysEnding, DAYS_READ } from '../logic/desk-numbers';
import { listDeskOrders } from './desk-orders';
import { listLowStock, type DeskProduct } from './desk-products';
import { countWaitingOrders, readSalesDays } from './read-day-totals';

/** What the desk home draws, as read at `readAt` (ms). */
export interface DeskNumbers {
  readAt: number;
  /** The UTC day the figures end on. */
  today: string;
  days: DayTotals[];
  toShip: number;
  toReview: number;
  /** The newest paid orders, waiting to be shipped. */
  nextToShip: { id: string }[];
  lowStock: Pick<DeskProduct, 'id' | 'title' | 'stock'>[];
}

/** How many orders to ship the home names. */
const NEXT_TO_SHIP = 5;

/**
 * Reads the desk home's numbers: the last DAYS_READ days' totals, the orders waiting on the
 * operator and the products low on stock: a few documents, whatever the number of orders
 * (`npm run bench:desk`). Throws on failure.
 */
export async function readDeskNumbers(now = Date.now()): Promise<DeskNumbers> {
  const today = dayOf(now);
  const [days, waiting, toShip, lowStock] = await Promise.all([
    readSalesDays(daysEnding(today, DAYS_READ)[0] ?? today),
    countWaitingOrders(),
    listDeskOrders('paid', null, NEXT_TO_SHIP),
    listLowStock(),
  ]);
  return {
    readAt: now,
    today,
    days,
    ...waiting,
    nextToShip: toShip.orders.map(({ id }) => ({ id })),
    lowStock: lowStock.map(({ id, title, stock }) => ({ id, title, stock })),
  };
}
