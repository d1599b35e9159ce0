import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

import { CloseIcon, SearchIcon } from '@/components/icons';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useMediaQueryChange } from '@/hooks/use-media-query-change';
import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';
import { useOutsideMouseDown } from '@/hooks/use-outside-mouse-down';
import { FIELD_MAX_LENGTH, WIDE_SCREEN_QUERY } from '@/lib/constants';

import { mobileSearchOpenAtom } from '../atoms';
import { useSearchCombobox } from '../hooks/use-search-combobox';
import { SearchSuggestions } from './search-suggestions';

/**
 * The header search box, an ARIA combobox with a listbox of suggestions. Under 640 px it hides
 * behind a search button and, when opened, covers the header bar at full width. `onChosen` runs
 * once a chosen suggestion has been opened.
 */
export function SearchBox({ onChosen }: { onChosen?: () => void }) {
  const { t } = useLingui();
  const search = useSearchCombobox(onChosen);
  const [mobileOpen, setMobileOpen] = useAtom(mobileSearchOpenAtom);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const closeMobile = () => {
    setMobileOpen(false);
    toggle.current?.focus();
  };

  useBodyScrollLock(mobileOpen);
  useMediaQueryChange(WIDE_SCREEN_QUERY, () => setMobileOpen(false));
  useOutsideMouseDown(
    form,
    () => {
      search.close();
      setMobileOpen(false);
    },
    search.expanded || mobileOpen,
  );

  useEffect(() => {
    if (mobileOpen) input.current?.focus();
  }, [mobileOpen]);
  useChangedBeforeLive(input, (typed) => search.type(typed.value));

  const activeOption = search.activeIndex >= 0 ? optionId(search.activeIndex) : undefined;

  // Keep the active suggestion in view as the arrow keys walk a list taller than 16rem.
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (search.suggestions.length === 0 || search.text.trim() === '') return;
      event.preventDefault();
      search.move(event.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      search.enter();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (search.expanded) search.close();
      else if (mobileOpen) closeMobile();
    }
  };

  const count = search.suggestions.length;
  const total = search.total;
  const available =
    total > count
      ? t`${plural(count, { one: '# suggestion', other: '# suggestions' })} available of ${plural(total, { one: '# result', other: '# results' })}`
      : plural(count, { one: '# suggestion available', other: '# suggestions available' });

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label={t`Open search`}
        aria-expanded={mobileOpen}
        aria-controls={`${id}-form`}
        onClick={() => setMobileOpen(true)}
        className="ml-auto rounded-md p-2 text-gray-900 hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-blue-700) sm:hidden"
      >
        <SearchIcon className="h-6 w-6" />
      </button>
      <form
        ref={form}
        id={`${id}-form`}
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className={`${mobileOpen ? 'absolute inset-0 z-10 flex items-center gap-2 bg-white px-3' : 'hidden'} sm:(static z-auto mx-auto flex max-w-xl flex-1 bg-transparent px-0)`}
      >
        <div className="relative flex-1">
          <label htmlFor={`${id}-input`} className="sr-only">
            {t`Search products`}
          </label>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-600" />
          <input
            ref={input}
            id={`${id}-input`}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={search.expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption}
            autoComplete="off"
            maxLength={FIELD_MAX_LENGTH.search}
            enterKeyHint="search"
            placeholder={t`Search products...`}
            value={search.text}
            onChange={(event) => search.type(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={search.focus}
            onClick={search.reopen}
            className="w-full rounded-full border border-gray-400 bg-gray-50 py-2 pl-10 pr-4 text-gray-900 placeholder-gray-600 outline-none focus-visible:(border-blue-700 bg-white ring-2 ring-blue-700/40)"
          />
          <SearchSuggestions
            id={listId}
            optionId={optionId}
            query={search.query}
            suggestions={search.suggestions}
            total={search.total}
            markedParts={search.markedParts}
            expanded={search.expanded}
            activeIndex={search.activeIndex}
            onChoose={search.choose}
            onSeeAll={search.seeAll}
          />
          <p role="status" className="sr-only">
            {search.expanded ? available : ''}
          </p>
        </div>
        <button
          type="button"
          aria-label={t`Close search`}
          onClick={closeMobile}
          className="rounded-md p-2 text-gray-900 hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-blue-700) sm:hidden"
        >
          <CloseIcon className="h-6 w-6" />
        </button>
      </form>
    </>
  );
}
