import type { TextareaHTMLAttributes } from 'react';

import { FieldFrame } from './field-frame';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled text area; its error, when given, is announced and tied to the field. */
export function TextAreaField({ label, error, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <textarea rows={rows} {...control} {...textarea} />}
    </FieldFrame>
  );
}
