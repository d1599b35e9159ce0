import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { catalogAtom, fetchAndCacheDetails } from '@/features/catalog';

import { aCardRecord } from '../../../../tests/support/factories';
import { compareSelection } from '../local-db/compare-selection-store';
import { CompareToggle } from './compare-toggle';

vi.mock('@/features/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/catalog')>()),
  fetchAndCacheDetails: vi.fn(() => Promise.resolve(null)),
}));

// jsdom has <dialog> without its modal behaviour; enough of it for these tests.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const products = [1, 2, 3, 4, 5].map((id) => aCardRecord({ id, title: `Laptop ${id}` }));
const fifth = products[4] ?? aCardRecord();

function renderToggle(product = fifth) {
  const store = createStore();
  store.set(catalogAtom, products);
  render(
    <Provider store={store}>
      <CompareToggle product={product} />
    </Provider>,
  );
  return screen.getByRole('button', { name: `Compare: ${product.title}` });
}

describe('Compare on a product', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(fetchAndCacheDetails).mockClear();
  });

  it('adds the product, pressed, and fetches its details ahead', async () => {
    const toggle = renderToggle();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(compareSelection.read()).toEqual([5]);
    expect(fetchAndCacheDetails).toHaveBeenCalledWith(5);
  });

  it('takes a chosen product out again', async () => {
    compareSelection.write([1, 5]);
    const toggle = renderToggle();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(compareSelection.read()).toEqual([1]);
  });

  it('asks which product to take out for a fifth, and swaps the one chosen', async () => {
    compareSelection.write([1, 2, 3, 4]);
    await userEvent.click(renderToggle());
    const dialog = screen.getByRole('dialog', { name: 'You can compare up to 4 products' });
    expect(dialog).toHaveAccessibleDescription(
      'To add Laptop 5, choose a product to take out of the comparison.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Take out Laptop 2' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(compareSelection.read()).toEqual([1, 3, 4, 5]);
    expect(screen.getByRole('button', { name: 'Compare: Laptop 5' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves the four as they are when the question is cancelled', async () => {
    compareSelection.write([1, 2, 3, 4]);
    await userEvent.click(renderToggle());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(compareSelection.read()).toEqual([1, 2, 3, 4]);
  });
});
