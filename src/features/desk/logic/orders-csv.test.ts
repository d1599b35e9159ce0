import { describe, expect, it } from 'vitest';

import { anOrderRecord } from '../../../../tests/support/factories';
import { exportPeriod, lastDays, ordersCsv, ordersCsvFileName } from './orders-csv';

const HEADER = 'Date,Order number,Status,Product,Product id,Variant,Units,Unit price,Refunded units\r\n';

describe('the orders CSV', () => {
  it('writes a header, then a line per order line with its refunded units, each ending in CRLF', () => {
    const refunded = anOrderRecord({
      id: 'k3v9xq2mZ1',
      status: 'partially-refunded',
      createdAt: Date.UTC(2026, 10, 27, 14, 5, 42),
      lines: [
        { id: 7, title: 'Pocket Phone', variant: 'Jet Black', quantity: 2, unitPrice: 199.99, image: '' },
        {
          id: 12,
          title: 'Desk Lamp, "Nordic" edition',
          variant: 'Off White',
          quantity: 3,
          unitPrice: 49.5,
          image: '',
        },
      ],
      refunds: [
        { id: 're_1', amount: 49.5, lines: [{ line: 1, quantity: 1 }], at: 1 },
        { id: 're_2', amount: 99, lines: [{ line: 1, quantity: 2 }], at: 2 },
      ],
    });
    const pending = anOrderRecord({
      id: 'ab12cd34ef',
      status: 'pending',
      createdAt: Date.UTC(2026, 9, 29, 0, 0),
      lines: [{ id: 3, title: 'Tablet', variant: 'Jet Black', quantity: 1, unitPrice: 300, image: '' }],
    });

    expect(ordersCsv([refunded, pending])).toBe(
      HEADER +
        '2026-11-27 14:05 UTC,K3V9XQ2M,Partially refunded,Pocket Phone,7,Jet Black,2,199.99,0\r\n' +
        '2026-11-27 14:05 UTC,K3V9XQ2M,Partially refunded,"Desk Lamp, ""Nordic"" edition",12,Off White,3,49.50,3\r\n' +
        '2026-10-29 00:00 UTC,AB12CD34,Pending payment,Tablet,3,Jet Black,1,300.00,0\r\n',
    );
  });

  it('leaves the date empty when the order does not say when it was placed', () => {
    const order = anOrderRecord({
      id: 'nodate0001',
      createdAt: 0,
      lines: [{ id: 3, title: 'Tablet', variant: 'Jet Black', quantity: 1, unitPrice: 300, image: '' }],
    });
    expect(ordersCsv([order])).toBe(`${HEADER},NODATE00,Paid,Tablet,3,Jet Black,1,300.00,0\r\n`);
  });

  it('keeps a title a spreadsheet would read as a formula as text, with a leading apostrophe', () => {
    const titles = ['=HYPERLINK("http://evil.test","Click")', '+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'];
    const order = anOrderRecord({
      id: 'inject0001',
      createdAt: Date.UTC(2026, 10, 1, 8, 0),
      lines: titles.map((title, at) => ({
        id: at,
        title,
        variant: 'Off White',
        quantity: 1,
        unitPrice: 1,
        image: '',
      })),
    });
    expect(ordersCsv([order])).toBe(
      HEADER +
        `2026-11-01 08:00 UTC,INJECT00,Paid,"'=HYPERLINK(""http://evil.test"",""Click"")",0,Off White,1,1.00,0\r\n` +
        "2026-11-01 08:00 UTC,INJECT00,Paid,'+1,1,Off White,1,1.00,0\r\n" +
        "2026-11-01 08:00 UTC,INJECT00,Paid,'-2+3,2,Off White,1,1.00,0\r\n" +
        "2026-11-01 08:00 UTC,INJECT00,Paid,'@SUM(A1),3,Off White,1,1.00,0\r\n" +
        "2026-11-01 08:00 UTC,INJECT00,Paid,'\tTab,4,Off White,1,1.00,0\r\n" +
        `2026-11-01 08:00 UTC,INJECT00,Paid,"'\rReturn",5,Off White,1,1.00,0\r\n`,
    );
  });

  it('is the header alone when no order was placed', () => {
    expect(ordersCsv([])).toBe(HEADER);
  });
});

describe('the export file name', () => {
  it('names the period', () => {
    expect(ordersCsvFileName('2026-10-29', '2026-11-27')).toBe('eshop-orders-2026-10-29-to-2026-11-27.csv');
  });
});

describe('the export period', () => {
  it('offers the last 30 days first, today included', () => {
    expect(lastDays(new Date(2026, 10, 27, 23, 59))).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(lastDays(new Date(2026, 0, 5, 0, 1))).toEqual({ from: '2025-12-07', to: '2026-01-05' });
  });

  it('runs from the start of the From day to the end of the whole To day, in local time', () => {
    expect(exportPeriod('2026-10-29', '2026-11-27')).toEqual({
      start: new Date(2026, 9, 29),
      end: new Date(2026, 10, 28),
    });
    expect(exportPeriod('2026-12-31', '2026-12-31')).toEqual({
      start: new Date(2026, 11, 31),
      end: new Date(2027, 0, 1),
    });
  });

  it('refuses a From day after the To day, and a day left empty', () => {
    expect(exportPeriod('2026-11-28', '2026-11-27')).toEqual({ problem: 'from-after-to' });
    expect(exportPeriod('', '2026-11-27')).toEqual({ problem: 'missing-day' });
    expect(exportPeriod('2026-11-27', '')).toEqual({ problem: 'missing-day' });
  });
});
