import { useLayoutEffect, useRef, type RefObject } from 'react';

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the shopper has changed a field from what the page was drawn with. */
function changedFromDrawn(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * A prerendered page can be used before it is live: its script comes after the first paint.
 * Hydration keeps the state the page was drawn with (an empty search box, an unticked brand) and
 * leaves the field as the shopper left it, so the two disagree: the next render wipes what was
 * typed, or a ticked box filters nothing. This hands the changed field to `keep`, once, as it goes
 * live. A field the client drew itself, or one nobody touched, is left alone.
 */
export function useChangedBeforeLive<Field extends FormField>(
  field: RefObject<Field | null>,
  keep: (field: Field) => void,
) {
  const checked = useRef(false);
  useLayoutEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const element = field.current;
    if (element && changedFromDrawn(element)) keep(element);
  }, [field, keep]);
}
