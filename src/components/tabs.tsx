import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

export interface Tab {
  label: string;
  panel: ReactNode;
}

/** Keys of the ARIA tabs pattern, with automatic activation. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A hook giving a row of tabs what it does beyond scrolling sideways, its ref and style
 * (`useScrollRow`: keeps the selected tab in view and fades the ends that hide tabs).
 */
export type TabRowScrollHook = (
  selected: number,
  count: number,
) => { rowRef?: RefObject<HTMLDivElement>; style?: CSSProperties };

/** A row that only scrolls, as any overflowing box does. */
const plainRow: TabRowScrollHook = () => ({});

/**
 * Tabs following the ARIA pattern: one tab stop, arrows/Home/End move and select. A row too
 * narrow for every tab scrolls sideways; with `useRow = useScrollRow` (the dashboard, whose tabs do
 * not fit a phone) it also fades where tabs are out of sight and keeps the selected tab in view,
 * so each one can be seen to exist and reached. The product page's two tabs always fit: its
 * script, needed before the page is live, does without that code.
 */
export function Tabs({
  tabs,
  label,
  initial = 0,
  onSelect,
  useRow = plainRow,
}: {
  tabs: Tab[];
  label: string;
  initial?: number;
  /** Told of every choice, e.g. to keep it in the URL. */
  onSelect?: (index: number) => void;
  /** A module-level hook, the same on every render. */
  useRow?: TabRowScrollHook;
}) {
  const [selected, setSelectedState] = useState(initial);
  const setSelected = (index: number) => {
    setSelectedState(index);
    onSelect?.(index);
  };
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { rowRef, style: rowFade } = useRow(selected, tabs.length);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, tabs.length);
    setSelected(next);
    // The row brings the tab into view itself, clear of the fade: focus must not jump it to the edge.
    tabRefs.current[next]?.focus({ preventScroll: true });
  };

  return (
    <div>
      <div
        ref={rowRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        style={rowFade}
        className="flex gap-1 overflow-x-auto overscroll-x-contain border-b border-gray-300"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-3 font-semibold sm:px-4 focus-visible:(outline-2 -outline-offset-2 outline-blue-700) ${
              index === selected
                ? 'border-blue-700 text-blue-800'
                : 'border-transparent text-gray-700 hover:text-gray-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="py-5 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
