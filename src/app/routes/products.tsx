import { PageTitle } from '@/components/page-title';
import { ProductCard, useProducts } from '@/features/catalog';

export function ProductsPage() {
  const products = useProducts();
  return (
    <section>
      <PageTitle title="Products">Products</PageTitle>
      {products === undefined && <p role="status">Loading products…</p>}
      {products?.length === 0 && <p>No products found!</p>}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
        {products
          ?.filter((product) => product.tags.length > 0)
          .map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
      </div>
    </section>
  );
}
