import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import type { ProductCardRecord } from '../types';
import { ProductCard, type CardControls } from './product-card';

const product = aCardRecord({
  id: 1001,
  title: 'Apple MacBook Air 13" M3 (8-core CPU, 16GB, 256GB)',
  price: 1099,
  previousPrice: 1199,
  discountTag: true,
  discountPercent: 8,
  rating: 4.8,
  tags: ['Featured'],
});

const renderCard = (
  card: ProductCardRecord,
  props: { eager?: boolean; behind?: boolean; controls?: CardControls } = {},
) =>
  render(
    <Provider>
      <MemoryRouter>
        <ProductCard product={card} {...props} />
      </MemoryRouter>
    </Provider>,
  );

const image = (container: HTMLElement) => container.querySelector('img');

describe('ProductCard', () => {
  it('links the title, cut at 35 characters, to the product details page', () => {
    renderCard(product);
    const link = screen.getByRole('link', { name: product.title });
    expect(link).toHaveAttribute('href', '/product-details/1001');
    expect(link).toHaveTextContent('Apple MacBook Air 13" M3 (8-core CP...');
  });

  it('shows the price, the struck-through previous price and the discount badge', () => {
    renderCard(product);
    expect(screen.getByText('$1,099.00')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('$1,199.00');
    expect(screen.getByText('-8%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });

  it('shows no previous price or badge when the product is not discounted', () => {
    renderCard({ ...product, discountTag: false, discountPercent: null, previousPrice: 1099 });
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('renders nothing for a product without tags', () => {
    const { container } = renderCard({ ...product, tags: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('has an Add to cart button naming the product', () => {
    renderCard(product);
    expect(screen.getByRole('button', { name: `Add to cart: ${product.title}` })).toHaveTextContent(
      'Add to cart',
    );
  });

  it('draws the controls it is given: the corner one after the title, the action above Add to cart', () => {
    const controls: CardControls = {
      corner: (card, className) => (
        <button type="button" className={className}>
          Heart: {card.title}
        </button>
      ),
      action: (card) => <button type="button">Compare: {card.title}</button>,
    };
    renderCard(product, { controls });
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([
      `Heart: ${product.title}`,
      `Compare: ${product.title}`,
      expect.stringContaining('Add to cart'),
    ]);
    expect(screen.getByRole('button', { name: /^Heart/ })).toHaveClass('absolute', 'right-2', 'top-2');
    expect(
      screen
        .getByRole('link', { name: product.title })
        .compareDocumentPosition(screen.getByRole('button', { name: /^Heart/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("loads its image lazily, unless eager; an eager one behind the page's other images when asked", () => {
    expect(image(renderCard(product).container)).toHaveAttribute('loading', 'lazy');
    const eager = image(renderCard(product, { eager: true }).container);
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).not.toHaveAttribute('fetchpriority');
    const behind = image(renderCard(product, { eager: true, behind: true }).container);
    expect(behind).toHaveAttribute('loading', 'eager');
    expect(behind).toHaveAttribute('fetchpriority', 'low');
  });
});
