import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { ChevronDownIcon, GridIcon } from '@/components/icons';
import { CATEGORIES } from '@/lib/constants';
import { categoryLabel, useLingui } from '@/lib/i18n';
import { useOutsideMouseDown } from '@/hooks/use-outside-mouse-down';
import { categoryPath } from '@/lib/routes';

import { useCurrentCategory } from '../hooks/use-current-category';
import { Link } from '@/components/link';

/**
 * The desktop bar's All Categories disclosure. It closes on a press outside (spec §4 Menus),
 * on Escape, when focus leaves it and when a category is chosen; arrow keys move between entries.
 */
export function CategoriesDropdown() {
  useLingui();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = useCurrentCategory();
  useOutsideMouseDown(wrapper, () => setOpen(false), open);

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (step: 1 | -1) => {
    const all = links();
    const at = all.findIndex((link) => link === document.activeElement);
    const next = at < 0 ? (step > 0 ? 0 : all.length - 1) : (at + step + all.length) % all.length;
    all[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      // The list renders on this update; move focus once it is there.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      window.requestAnimationFrame(() => focusLink(step));
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !wrapper.current?.contains(event.relatedTarget)) {
      setOpen(false);
    }
  };

  return (
    <div ref={wrapper} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex items-center gap-2 bg-blue-800 px-4 py-3 text-sm font-semibold text-white hover:bg-blue-900 focus-visible:(outline-solid outline-2 outline-offset--4 outline-white)"
      >
        <GridIcon className="h-4 w-4" />
        <Trans>All Categories</Trans>
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-40 w-64 rounded-b-md bg-white py-2 shadow-lg ring-1 ring-black/10"
      >
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={categoryPath(category)}
              aria-current={category === current ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className={`block px-4 py-2 text-sm hover:(bg-blue-50 text-blue-800) focus-visible:(outline-solid outline-2 outline-offset--2 outline-blue-700) ${
                category === current ? 'bg-blue-50 font-semibold text-blue-800' : 'text-gray-900'
              }`}
            >
              {categoryLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
