/** Elements with an inline style (HTML and SVG ones); checked by shape, so plain objects can stand in. */
const styled = (element: Element): element is HTMLElement => 'style' in element;

/**
 * Makes the parts of the page that skip their layout until they come near the viewport
 * (`content-visibility: auto`, home's sections below the first screen) lay out for real when they
 * stand above `target` or hold it. Until then each counts as a guessed height (800 px), so the
 * target's offset and the page's height measured now would be guesses, and a scroll aimed there
 * would stop short or past it, or be clamped by a page too short. They stay laid out:
 * the scroll passes through them anyway, and putting them back would make that measure a guess
 * again.
 */
export function layOutBefore(target: Element) {
  for (let holder: Element | null = target; holder; holder = holder.parentElement) {
    for (let part: Element | null = holder; part; part = part.previousElementSibling) {
      if (!styled(part) || window.getComputedStyle(part).contentVisibility !== 'auto') continue;
      part.style.contentVisibility = 'visible';
    }
  }
}
