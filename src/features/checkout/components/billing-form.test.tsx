import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';

import { useFormFields } from '@/hooks/use-form-fields';

import { aBilling } from '../../../../tests/support/factories';
import { checkBilling, type Billing } from '@/domain/billing';
import { BillingForm } from './billing-form';

/** The billing form as the checkout drives it: checked on submit. */
function Checked({ initial }: { initial: Billing }) {
  const billing = useFormFields(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    billing.check(checkBilling(billing.values));
  };
  return (
    <BillingForm field={billing.field} formRef={billing.formRef} onSubmit={submit}>
      <button type="submit">Place Order</button>
    </BillingForm>
  );
}

describe('BillingForm', () => {
  it('points focus at the first field in error, in the form’s order', async () => {
    render(<Checked initial={aBilling({ zip: '1', email: '' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Zip Code (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus nowhere when every field passes', async () => {
    render(<Checked initial={aBilling()} />);
    const button = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.setup().click(button);
    expect(button).toHaveFocus();
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
  });
});
