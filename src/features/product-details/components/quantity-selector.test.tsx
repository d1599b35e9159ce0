import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { QuantitySelector } from './quantity-selector';

function Harness({ max }: { max?: number }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <QuantitySelector value={quantity} onChange={setQuantity} max={max} maxReason={`Only ${max} in stock`} />
  );
}

describe('QuantitySelector', () => {
  it('starts at 1 with decrease unavailable', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('never goes below 1', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
  });

  it('increments and decrements by one', async () => {
    render(<Harness />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('2');
  });

  it('keeps the count read-only', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('readonly');
  });

  it('stops at the most one can buy and says why beside the count', async () => {
    render(<Harness max={2} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(increase).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(screen.getByLabelText('Quantity')).toHaveValue('2');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveAccessibleDescription('Only 2 in stock');
  });
});
