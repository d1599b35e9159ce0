import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { log } from './logs';

const written = () => vi.spyOn(logger, 'write').mockImplementation(() => undefined);

describe("the functions' log", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes one entry per event, named, with its fields and a message a person reads', () => {
    const write = written();
    log.accountDeleted({ uid: 'nia', anonymised: 3 });
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith({
      severity: 'INFO',
      event: 'accountDeleted',
      message: 'Account nia deleted; 3 order(s) anonymised.',
      uid: 'nia',
      anonymised: 3,
    });
  });

  it('writes a failure as an error, with the cause as fields a query can read and its stack in the message', () => {
    const write = written();
    const cause = Object.assign(new Error('Stripe is down'), {
      type: 'StripeConnectionError',
      statusCode: 503,
    });
    log.holdStranded({ orderId: 'o1' }, cause);
    const entry = write.mock.calls[0]?.[0];
    expect(entry).toMatchObject({
      severity: 'ERROR',
      event: 'holdStranded',
      orderId: 'o1',
      error: { name: 'Error', message: 'Stripe is down', type: 'StripeConnectionError', statusCode: 503 },
    });
    expect(entry?.message).toMatch(
      /^The sweep released order o1 without Stripe's word, a day after its hold ended\. Error: Stripe is down\n\s+at /,
    );
  });

  it('keeps a thrown value that is not an Error', () => {
    const write = written();
    log.foldFailed({}, 'quota');
    expect(write.mock.calls[0]?.[0]).toMatchObject({
      severity: 'ERROR',
      event: 'foldFailed',
      message: 'Could not fold the days of totals. quota',
      error: { message: 'quota' },
    });
  });

  it('names each entry after its event, so a log query finds the line that wrote it', () => {
    const write = written();
    for (const event of Object.values(log)) (event as (fields: object) => void)({});
    expect(write.mock.calls.map(([entry]) => entry.event as unknown)).toEqual(Object.keys(log));
  });

  it("writes an entry JSON holds whole, the error's fields included (JSON keeps none of an Error's own)", () => {
    const lines: string[] = [];
    vi.spyOn(logger, 'write').mockImplementation((entry) => {
      lines.push(JSON.stringify(entry));
    });
    log.deskActionFailed({ action: 'refund', orderId: 'o2' }, Object.assign(new Error('boom'), { code: 14 }));
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      event: 'deskActionFailed',
      action: 'refund',
      orderId: 'o2',
      error: { name: 'Error', message: 'boom', code: '14' },
    });
  });
});
