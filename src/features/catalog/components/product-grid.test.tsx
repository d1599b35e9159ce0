import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { ProductGrid } from './product-grid';

const products = [1, 2, 3, 4, 5, 6].map((n) =>
  aCardRecord({
    id: 1000 + n,
    title: `Product ${n}`,
    images: [`/images/products/p${n}.svg`],
    tags: ['Featured'],
  }),
);

describe('ProductGrid', () => {
  it('loads the first screen at once, its first image ahead of the others, and the rest lazily', () => {
    const { container } = render(
      <Provider>
        <MemoryRouter>
          <ProductGrid products={products} eagerCount={4} />
        </MemoryRouter>
      </Provider>,
    );
    const images = [...container.querySelectorAll('img')].map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    expect(images).toEqual([
      ['eager', null],
      ['eager', 'low'],
      ['eager', 'low'],
      ['eager', 'low'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
