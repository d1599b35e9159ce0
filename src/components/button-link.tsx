import { buttonClass, type ButtonVariant } from './button';
import { Link, type LinkProps } from '@/components/link';

/** A link that looks like a Button: it goes somewhere instead of doing something. */
export function ButtonLink({ variant, className, ...link }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...link} />;
}
