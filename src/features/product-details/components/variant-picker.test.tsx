import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_VARIANT, type Variant } from '@/domain/shop-rules';

import { VariantPicker } from './variant-picker';

function Harness() {
  const [variant, setVariant] = useState<Variant>(DEFAULT_VARIANT);
  return <VariantPicker value={variant} onChange={setVariant} />;
}

describe('VariantPicker', () => {
  it('offers the three variants with Off White chosen and Cinnamon Red disabled', () => {
    render(<Harness />);
    expect(screen.getByRole('radio', { name: 'Off White' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Space Gray' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Jet Black' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Cinnamon Red' })).toBeDisabled();
  });

  it('selects another variant', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Jet Black' }));
    expect(screen.getByRole('radio', { name: 'Jet Black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Off White' })).not.toBeChecked();
  });

  it('explains that every product shares these variants', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Variant' })).toHaveAccessibleDescription(
      'Note: All products share the same variants because no real variant data exists.',
    );
  });
});
