import { t } from '@lingui/core/macro';

import type { NewProduct } from '@/features/catalog';
import { CATEGORIES, NEW_PRODUCT_CATEGORIES } from '@/lib/constants';
import { checkPricing, PRICING_MESSAGES } from '@/lib/product-checks';

/** The Add New Product form as typed (spec §3 New product): every field a string until saved. */
export interface ProductDraft {
  category: string;
  type: string;
  title: string;
  description: string;
  brand: string;
  rating: string;
  totalRatings: string;
  previousPrice: string;
  price: string;
  discountTag: 'Yes' | 'No';
  discountPercent: string;
  stock: string;
  tags: string[];
  images: string[];
  specifications: { key: string; value: string }[];
}

export const EMPTY_DRAFT: ProductDraft = {
  category: NEW_PRODUCT_CATEGORIES[0],
  type: '',
  title: '',
  description: '',
  brand: '',
  rating: '0',
  totalRatings: '0',
  previousPrice: '0',
  price: '0',
  discountTag: 'No',
  discountPercent: '0',
  stock: '0',
  tags: [''],
  images: [''],
  specifications: [{ key: '', value: '' }],
};

export type DraftField =
  'title' | 'price' | 'previousPrice' | 'category' | 'images' | 'discountPercent' | 'stock' | 'rating';

// Getters, so each message is read in the shopper's language when a check gives it.
export const PRODUCT_FORM_MESSAGES = {
  get title() {
    return t`Please enter the product title.`;
  },
  get price() {
    return PRICING_MESSAGES.price;
  },
  get previousPrice() {
    return PRICING_MESSAGES.previousPrice;
  },
  get category() {
    return t`Please choose a category.`;
  },
  get images() {
    return t`Please add at least one image link.`;
  },
  get discountPercent() {
    return PRICING_MESSAGES.discountPercent;
  },
  get stock() {
    return PRICING_MESSAGES.stock;
  },
  get rating() {
    return t`Please enter a rating from 0 to 5.`;
  },
} satisfies Record<DraftField, string>;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Checks the draft and converts it to the product sent on save (spec §3): numbers converted, empty
 * rows dropped, discountPercent a number only when a discount is available, the id the current
 * time. Unlike the spec's form, title, price, category and an image are required, and a product is
 * filed under the listing's category name ("Mobile & Accessories" becomes "Mobiles & Accessories"),
 * so shoppers find it under its category.
 */
export function toNewProduct(
  draft: ProductDraft,
  now: number,
):
  | { product: NewProduct; errors?: undefined }
  | { product?: undefined; errors: Partial<Record<DraftField, string>> } {
  // Price, previous price, discount and stock: the same checks as the desk's product edit.
  const checked = checkPricing(draft);
  const errors: Partial<Record<DraftField, string>> = { ...checked.errors };
  const rating = toNumber(draft.rating);
  const images = draft.images.map((image) => image.trim()).filter(Boolean);
  if (!draft.title.trim()) errors.title = PRODUCT_FORM_MESSAGES.title;
  if (!(NEW_PRODUCT_CATEGORIES as readonly string[]).includes(draft.category)) {
    errors.category = PRODUCT_FORM_MESSAGES.category;
  }
  if (images.length === 0) errors.images = PRODUCT_FORM_MESSAGES.images;
  if (!(rating >= 0 && rating <= 5)) errors.rating = PRODUCT_FORM_MESSAGES.rating;
  if (!checked.pricing || Object.keys(errors).length > 0) return { errors };
  const { price, previousPrice, discountTag, discountPercent, stock } = checked.pricing;

  return {
    product: {
      id: now,
      // The form offers the spec's labels; the product is filed under the listing's own category.
      category: CATEGORIES[NEW_PRODUCT_CATEGORIES.indexOf(draft.category as never)] ?? CATEGORIES[0],
      type: draft.type.trim() || draft.category,
      title: draft.title.trim(),
      description: draft.description.trim(),
      brand: draft.brand.trim(),
      rating,
      totalRatings: Math.max(0, Math.trunc(toNumber(draft.totalRatings) || 0)),
      previousPrice,
      price,
      discountTag,
      discountPercent,
      stock,
      tags: draft.tags.map((tag) => tag.trim()).filter(Boolean),
      images,
      specifications: draft.specifications
        .map(({ key, value }) => ({ key: key.trim(), value: value.trim() }))
        .filter(({ key, value }) => key || value),
    },
  };
}
