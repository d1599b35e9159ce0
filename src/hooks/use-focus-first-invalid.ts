import { useEffect, useRef } from 'react';

/**
 * The one way a form moves focus after a failed check: once the messages are on screen, the first
 * control marked `aria-invalid` in the form's own order gets the focus, so the screen reader reads
 * the field with its message. Give the returned ref to the `<form>`; `errors` is the object a check
 * last produced (a new object on every check, so checking twice focuses twice).
 */
export function useFocusFirstInvalid(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
