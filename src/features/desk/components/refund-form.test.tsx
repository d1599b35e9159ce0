import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { anOrderRecord } from '../../../../tests/support/factories';
import { RefundForm } from './refund-form';

const shipped = {
  status: 'shipped' as const,
  shipment: { carrier: 'UPS', trackingNumber: '1Z', shippedAt: 1 },
};
const question = () => screen.getByRole('group', { name: 'Put the refunded units back on sale?' });
const yes = () => screen.getByRole('radio', { name: 'Yes, add them back to the stock' });
const no = () => screen.getByRole('radio', { name: 'No, keep them off sale' });

describe('the refund form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks whether the units go back on sale: yes before the order ships, no once it has', () => {
    const run = vi.fn();
    const { rerender } = render(<RefundForm order={anOrderRecord()} run={run} busy={false} />);
    expect(question()).toBeInTheDocument();
    expect(yes()).toBeChecked();
    // The same form, after the order shipped: the default follows the order.
    rerender(<RefundForm order={anOrderRecord(shipped)} run={run} busy={false} />);
    expect(no()).toBeChecked();
  });

  it('sends the choice with the refund', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const run = vi.fn().mockResolvedValue(true);
    render(<RefundForm order={anOrderRecord(shipped)} run={run} busy={false} />);
    await userEvent.click(yes());
    await userEvent.click(screen.getByRole('button', { name: 'Refund everything left' }));
    expect(confirm).toHaveBeenCalledWith(
      "Refund everything left on this order? The money goes back to the customer's card; the units go back on sale.",
    );
    expect(run).toHaveBeenCalledWith('refund', { restock: true }, expect.any(Function));
  });
});
