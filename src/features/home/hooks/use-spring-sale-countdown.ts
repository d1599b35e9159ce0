import { useEffect, useState } from 'react';

import { COUNTDOWN_TICK_MS, SPRING_SALE_END_STORAGE_KEY } from '@/lib/constants';

import { renewSaleEnd, resolveSaleEnd, timeLeft, type TimeLeft } from '../logic/spring-sale-end';

function readStoredEnd(): string | null {
  try {
    return localStorage.getItem(SPRING_SALE_END_STORAGE_KEY);
  } catch {
    return null; // storage blocked (some private modes): the sale simply starts from the spec date
  }
}

function storeEnd(end: number) {
  try {
    localStorage.setItem(SPRING_SALE_END_STORAGE_KEY, new Date(end).toISOString());
  } catch {
    // not kept across visits where storage is blocked; the countdown still works for this visit
  }
}

interface Clock {
  now: number;
  end: number;
}

const tick = ({ end }: Clock, now: number): Clock => ({ now, end: renewSaleEnd(end, now) });

/** Time left in the spring sale, ticking every second; a passed end moves on by 20 days. */
export function useSpringSaleCountdown(): TimeLeft {
  const [clock, setClock] = useState<Clock>(() => {
    const now = Date.now();
    return { now, end: resolveSaleEnd(readStoredEnd(), now) };
  });

  useEffect(() => {
    const id = setInterval(() => setClock((current) => tick(current, Date.now())), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, []);

  useEffect(() => storeEnd(clock.end), [clock.end]);

  return timeLeft(clock.end, clock.now);
}
