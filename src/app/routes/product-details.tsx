import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';
import { getProduct, parseProductId, type Product } from '@/features/catalog';
import { formatPrice } from '@/lib/format';

import { NotFoundPage } from './not-found';

type Loaded = { id: number; product: Product | undefined | null };

export function ProductDetailsPage() {
  const id = parseProductId(useParams().id);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    void getProduct(id).then((product) => {
      if (live) setLoaded({ id, product });
    });
    return () => {
      live = false;
    };
  }, [id]);

  if (id === undefined) return <NotFoundPage />;
  if (!loaded || loaded.id !== id) return <p role="status">Loading product…</p>;
  if (loaded.product === undefined) return <NotFoundPage />;
  if (loaded.product === null) {
    return <p role="alert">This product could not be loaded. Check your connection and try again.</p>;
  }
  const { product } = loaded;
  return (
    <article className="grid gap-6 md:grid-cols-2">
      <img
        src={product.images[1] ?? product.images[0]}
        alt={product.title}
        width={800}
        height={800}
        className="w-full rounded-lg bg-white"
      />
      <div>
        <PageTitle title={product.title}>{product.title}</PageTitle>
        <p className="text-xl font-bold text-blue-800">{formatPrice(product.price)}</p>
        <p className="mt-4 text-gray-800">{product.description}</p>
      </div>
    </article>
  );
}
