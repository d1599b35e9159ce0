import { ProductCard, type ProductCardRecord } from '@/features/catalog';

export const PRODUCT_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';

export function ProductGrid({ products }: { products: ProductCardRecord[] }) {
  return (
    <ul className={PRODUCT_GRID_CLASSES}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
