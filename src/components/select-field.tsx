import type { SelectHTMLAttributes } from 'react';

import { FieldFrame } from './field-frame';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  /**
   * The words an option shows, when they are not its value: the value stays what the form keeps
   * (an English word the data holds), the shopper reads it in their language.
   */
  optionLabel?: (option: string) => string;
  /** Shown first with an empty value, when the field starts unchosen. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled choice; its error, when given, is announced and tied to the field. */
export function SelectField({
  label,
  options,
  optionLabel = (option) => option,
  placeholder,
  error,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
