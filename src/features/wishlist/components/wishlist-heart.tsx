import { useLingui } from '@/lib/i18n';

import { useSetWished } from '../hooks/use-set-wished';
import { useWished } from '../hooks/use-wished';
import { heartLabel } from '../logic/wishlist-messages';
import type { HeartProps } from '../types';
import { HeartIcon } from './heart-icon';

/**
 * A product card's heart: a toggle button, pressed while the product is in the wishlist. The card
 * places it (`className`).
 */
export function WishlistHeart({ id, title, className = '' }: HeartProps & { className?: string }) {
  useLingui();
  const wished = useWished(id);
  const setWished = useSetWished();
  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-label={heartLabel(title)}
      onClick={() => void setWished(id, !wished)}
      className={`grid size-10 place-items-center rounded-full border border-gray-200 bg-white text-red-700 shadow-sm hover:bg-red-50 focus-visible:(outline-solid outline-2 outline-offset-2 outline-blue-700) ${className}`}
    >
      <HeartIcon filled={wished} className="size-5" />
    </button>
  );
}
