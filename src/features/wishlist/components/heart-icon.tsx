import { Icon } from '@/components/icons';

/** A heart, filled when the product is in the wishlist. Decorative: its button carries the name. */
export const HeartIcon = ({ filled = false, className }: { filled?: boolean; className?: string }) => (
  <Icon className={className} fill={filled ? 'currentColor' : 'none'}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </Icon>
);
