import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';

import { TextField } from '@/components/text-field';

import { useFormFields } from './use-form-fields';

const EMPTY = { city: '', street: '', note: '' };

/** Two required fields after an optional one; `focus` says whether the form takes the focus ref. */
function Address({ focus }: { focus: boolean }) {
  const { values, field, check, reset, touched, formRef } = useFormFields(EMPTY);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passed = check({
      ...(values.city.trim() ? {} : { city: 'Enter the city.' }),
      ...(values.street.trim() ? {} : { street: 'Enter the street.' }),
    });
    if (passed) reset();
  };
  return (
    <form ref={focus ? formRef : undefined} noValidate onSubmit={submit}>
      <TextField label="Note" {...field('note')} />
      <TextField label="Street" {...field('street')} />
      <TextField label="City" {...field('city')} />
      <p>{touched ? 'changed' : 'as opened'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormFields', () => {
  it('names each control after its field and shows its message beside it', async () => {
    render(<Address focus />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Street')).toHaveAttribute('name', 'street');
    expect(screen.getByLabelText('Street')).toHaveAccessibleDescription('Enter the street.');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the first field in error in the form’s order, once per failed check', async () => {
    const user = userEvent.setup();
    render(<Address focus />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Street')).toHaveFocus();
    await user.type(screen.getByLabelText('Street'), 'Market Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('Street')).not.toHaveAttribute('aria-invalid');
  });

  it('leaves focus where it is when the form does not take the focus ref', async () => {
    render(<Address focus={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.getByLabelText('Street')).toHaveAttribute('aria-invalid', 'true');
  });

  it('knows once a field was changed, and empties the fields on reset after a passed check', async () => {
    const user = userEvent.setup();
    render(<Address focus />);
    expect(screen.getByText('as opened')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Street'), 'Market Street');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    expect(screen.getByText('changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Street')).toHaveValue('');
    expect(screen.getByText('as opened')).toBeInTheDocument();
  });
});
