import { useLingui } from '@lingui/react/macro';

import { Button } from '@/components/button';

import { useSetWished } from '../hooks/use-set-wished';
import { useWished } from '../hooks/use-wished';
import { heartLabel } from '../logic/wishlist-messages';
import type { HeartProps } from '../types';
import { HeartIcon } from './heart-icon';

/** The product page's wishlist button: a toggle, pressed while the product is in the wishlist. */
export function WishlistToggle({ id, title }: HeartProps) {
  const { t } = useLingui();
  const wished = useWished(id);
  const setWished = useSetWished();
  return (
    <Button
      variant="outline"
      className="min-h-11"
      aria-pressed={wished}
      aria-label={heartLabel(title)}
      onClick={() => void setWished(id, !wished)}
    >
      <HeartIcon filled={wished} className="size-5 text-red-700" />
      {t`Wishlist`}
    </Button>
  );
}
