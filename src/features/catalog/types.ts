// The product's shape is shared with the functions, which cut the catalog's snapshot from it.
export type { NewProduct, Product, ProductCardRecord, ProductSpecification } from '../../domain/product';
