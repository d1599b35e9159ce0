import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { QuantitySelector } from './quantity-selector';

function Harness() {
  const [quantity, setQuantity] = useState(1);
  return <QuantitySelector value={quantity} onChange={setQuantity} />;
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
});
