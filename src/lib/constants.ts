// The spec's business constants (shop-spec §4, §9), defined once and imported where used.

export const CATEGORIES = [
  'Computers & Tablets',
  'Mobiles & Accessories',
  'TV & Home Theater',
  'Audio & Headphones',
  'Cameras & Camcorders',
  'Gaming Equipment',
  'Home Appliances',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Category choices of the Add New Product form (spec §3 spells the second one differently). */
export const NEW_PRODUCT_CATEGORIES = [
  'Computers & Tablets',
  'Mobile & Accessories',
  'TV & Home Theater',
  'Audio & Headphones',
  'Cameras & Camcorders',
  'Gaming Equipment',
  'Home Appliances',
] as const;

export const PRODUCT_TAGS = ['Featured', 'New', 'Spring Sale', 'Best Seller'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** The New query keeps only these product types (spec §7). */
export const NEW_PRODUCT_TYPES = ['Desktop', 'Computer', 'Laptop', 'Mobile', 'Tablet'] as const;

export const SECTION_IDS = {
  newArrival: 'new-arrival',
  springSale: 'spring-sale',
  bestSeller: 'best-seller',
} as const;

export const LISTING_PAGE_SIZE = 18;
export const PAGINATION_NEIGHBOURS = 3;
export const LIST_PAGE_SIZE = 5;
export const LOAD_MORE_DELAY_MS = 800;

/** How many products are compared side by side; a fifth asks which one to drop. */
export const COMPARE_MAX = 4;
/** How many of the products last opened on this device are listed. */
export const RECENTLY_VIEWED_MAX = 12;

export const PRICE_MIN = 0;
export const PRICE_MAX = 5000;
export const PRICE_STEP_DESKTOP = 10;
export const PRICE_STEP_DRAWER = 50;
export const PRICE_PUSH_DELAY_MS = 700;
export const PAGE_CHANGE_SCROLL_DELAY_MS = 150;
export const BRANDS_SHOWN_INITIALLY = 7;

export const SEARCH_DEBOUNCE_MS = 500;
/** Products suggested under the search box before its "See all N results" entry. */
export const SEARCH_SUGGESTION_LIMIT = 8;
export const FORM_SUBMIT_DELAY_MS = 250;

export const TOAST_DURATION_SHOP_MS = 5000;
export const TOAST_DURATION_ACCOUNT_MS = 3000;

export const NAME_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 6;

export const CARD_TITLE_MAX = 35;
export const SPRING_SALE_TITLE_MAX_WIDE = 25;
export const SPRING_SALE_TITLE_MAX_NARROW = 17;
export const SPRING_SALE_WIDE_FROM_PX = 851;

const MOBILE_BREAKPOINT_PX = 639;
export const MOBILE_MENU_WIDTH_PX = 320;
export const STICKY_BAR_HEIGHT_NARROW_PX = 62;
export const STICKY_BAR_HEIGHT_WIDE_PX = 75;
export const SCROLL_TO_TOP_THRESHOLD_PX = 800;

export const SCROLL_RETRY_MAX = 3;
export const SCROLL_RETRY_INTERVAL_MS = 100;
/** The narrow sticky-bar fallback applies up to and including this width (spec §9). */
export const STICKY_BAR_NARROW_MAX_WIDTH_PX = 640;
/** Navigation-triggered section scroll: wait, then wait again after the next frame (spec §4). */
export const SECTION_SCROLL_DELAY_MS = 100;
export const SECTION_SCROLL_FRAME_DELAY_MS = 50;
export const SECTION_SCROLL_COMPLETE_MS = 300;
export const SUGGESTION_LIST_MAX_HEIGHT = '16rem';

export const SPRING_SALE_RENEWAL_DAYS = 20;
export const SPRING_SALE_INITIAL_END = '2025-09-30T23:59:59Z';
/** Where the sale's current end date is kept on the device (spec §4 Spring sale). */
export const SPRING_SALE_END_STORAGE_KEY = 'springSaleEnd';
export const COUNTDOWN_TICK_MS = 1000;
/** Spring-sale carousel: slides per view from each minimum viewport width (spec §9: 2, 1 on small screens). */
export const SPRING_SALE_SLIDES_PER_VIEW: Readonly<Record<number, number>> = { 0: 1, 768: 2 };

/** Featured carousel (spec §9): first 5 featured products, autoplay every 2000 ms, 700 ms slide speed. */
export const FEATURED_SLIDE_COUNT = 5;
export const FEATURED_AUTOPLAY_DELAY_MS = 2000;
export const FEATURED_SPEED_MS = 700;
/** Slides per view from each minimum viewport width (spec §9 breakpoints; narrower screens show 1). */
export const FEATURED_SLIDES_PER_VIEW: Readonly<Record<number, number>> = {
  0: 1,
  639: 1,
  768: 2,
  1024: 2,
  1280: 3,
  1536: 4,
};

/** The new-products category sort (spec §4 Filtering): label and the product types it keeps. */
export const NEW_PRODUCT_SORTS = [
  { label: 'All Categories', types: null },
  { label: 'Mobiles', types: ['Mobile'] },
  { label: 'Tablets', types: ['Tablet'] },
  { label: 'Computers', types: ['Computer', 'Desktop'] },
  { label: 'Laptops', types: ['Laptop'] },
] as const;
export type NewProductSort = (typeof NEW_PRODUCT_SORTS)[number]['label'];

/** The FAQ entry open when the page loads, counted from 1 (spec §4 FAQ). */
export const FAQ_INITIALLY_OPEN_ENTRY = 4;

export const DISABLED_VARIANT = 'Cinnamon Red';

export const CART_STORAGE_KEY = 'cart';

/** Listing sort options (spec §4 Filtering), in the order the select shows them. */
export const LISTING_SORTS = [
  { value: 'none', label: 'None' },
  { value: 'asc', label: 'Price: Low to High' },
  { value: 'desc', label: 'Price: High to Low' },
] as const;

/** The search results page's orders: the search's own ranking first. */
export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'asc', label: 'Price: Low to High' },
  { value: 'desc', label: 'Price: High to Low' },
] as const;

/** Matches once the window is wider than the mobile breakpoint. */
export const WIDE_SCREEN_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

/** Input bounds: what a person could mean to type, and what Firestore rules accept. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  password: 128,
  search: 100,
  message: 2000,
} as const;

/** The shop's own contact details (footer, contact page). */
export const SHOP_CONTACT = {
  address: '221 Market Street, Springfield, USA',
  phone: '+1 (555) 010-2026',
  phoneHref: 'tel:+15550102026',
  email: 'support@eshop.example',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=221+Market+Street+Springfield+USA',
} as const;

/**
 * The service worker's run-time cache of product images (vite.config.ts) and how many it keeps;
 * the catalog fills it with every card's image for offline use (catalog/local-db/card-images.ts).
 */
export const PRODUCT_IMAGE_CACHE = 'product-images';
export const PRODUCT_IMAGE_CACHE_ENTRIES = 600;
