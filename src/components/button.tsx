import { forwardRef, type ComponentPropsWithoutRef } from 'react';

interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: 'primary' | 'outline' | 'danger';
}

const VARIANT_CLASSES = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-400',
  outline: 'border border-gray-500 bg-white text-gray-900 hover:bg-gray-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400',
};

export type ButtonVariant = keyof typeof VARIANT_CLASSES;

/** The classes of a button, shared by links that look like one (ButtonLink). */
export const buttonClass = (variant: ButtonVariant = 'primary', className = '') =>
  `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold transition-colors focus-visible:(outline-2 outline-offset-2 outline-blue-700) disabled:cursor-not-allowed ${VARIANT_CLASSES[variant]} ${className}`;

/** A button in the shop's style; its ref reaches the element (a dialog returns focus to it). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', className = '', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, className)} {...rest} />;
});
