import { useId, type ReactNode } from 'react';

/** The look of every form control (input, select, text area). */
export const FIELD_CONTROL_CLASS =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus-visible:(border-blue-700 ring-2 ring-blue-700/40)';

/** What a control inside a FieldFrame needs: its id, and its error tied to it when there is one. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label above a form control and its error below it, announced with the control. */
export function FieldFrame({ label, error, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children({
        id,
        className: FIELD_CONTROL_CLASS,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
