import { useState } from 'react';

import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** Each field's message after a check; a field without one passed. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The fields a control types into: those whose value is a string. */
export type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] &
  string;

/** What TextField, SelectField and TextAreaField take for one field of the form. */
export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * A form's fields: their values, whether the shopper has changed any, and the messages of the
 * last check. `field(name)` gives a control its name, value, message and change handler; `check`
 * shows a check's messages (the spec's words come from the form's own rules) and says whether the
 * form passed. A form whose failed check should move focus to the first field in error gives
 * `formRef` to its `<form>`.
 */
export function useFormFields<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const formRef = useFocusFirstInvalid(errors);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setTouched(true);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const field = (name: TextKey<Values>): FieldProps => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event) => set(name, event.target.value as Values[typeof name]),
  });

  const check = (found: FieldErrors<Values>) => {
    setErrors(found);
    return Object.values(found).every((message) => !message);
  };

  /** Back to the values the form opened with, as after a completed send. */
  const reset = () => {
    setValues(initial);
    setTouched(false);
  };

  return { values, setValues, touched, errors, set, field, check, reset, formRef };
}
