import { Link, type LinkProps } from 'react-router-dom';

import { buttonClass, type ButtonVariant } from './button';

/** A link that looks like a Button: it goes somewhere instead of doing something. */
export function ButtonLink({ variant, className, ...link }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...link} />;
}
