import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';

import { parseProductId } from '@/features/catalog';
import { useProductDetails } from '@/features/catalog/details';
import {
  ProductDetailsSkeleton,
  ProductDetailsView,
  ProductUnavailable,
  useRetryWhenOnline,
} from '@/features/product-details';

import { NotFoundPage } from './not-found';

export function ProductDetailsPage() {
  const id = parseProductId(useParams().id);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (id === undefined) return <NotFoundPage />;
  // A new key starts a fresh load: another product, or a retry of this one.
  return <ProductDetails key={`${id}:${attempt}`} id={id} onRetry={retry} />;
}

function ProductDetails({ id, onRetry }: { id: number; onRetry: () => void }) {
  const state = useProductDetails(id);
  useRetryWhenOnline(state.status === 'unavailable' || state.status === 'partial', onRetry);
  switch (state.status) {
    case 'loading':
      return <ProductDetailsSkeleton />;
    case 'not-found':
      return <NotFoundPage />;
    case 'unavailable':
      return <ProductUnavailable onRetry={onRetry} />;
    case 'partial':
      return <ProductDetailsView product={state.product} />;
    case 'ready':
      return <ProductDetailsView product={state.product} details={state.product} />;
  }
}
