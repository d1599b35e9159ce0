import { useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  /** Shown first with an empty value, when the field starts unchosen. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled choice; its error, when given, is announced and tied to the field (as TextField). */
export function SelectField({ label, options, placeholder, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus-visible:(border-blue-700 ring-2 ring-blue-700/40)"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
