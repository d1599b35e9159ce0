import type { InputHTMLAttributes } from 'react';

import { FieldFrame } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input; its error, when given, is announced and tied to the field. */
export function TextField({ label, error, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
