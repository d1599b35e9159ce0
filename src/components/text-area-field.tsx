import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled text area; its error, when given, is announced and tied to the field (as TextField). */
export function TextAreaField({ label, error, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus-visible:(border-blue-700 ring-2 ring-blue-700/40)"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
