import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

/** Tabs following the ARIA pattern: one tab stop, arrows/Home/End move and select. */
export function Tabs({
  tabs,
  label,
  initial = 0,
  onSelect,
}: {
  tabs: Tab[];
  label: string;
  initial?: number;
  /** Told of every choice, e.g. to keep it in the URL. */
  onSelect?: (index: number) => void;
}) {
  const [selected, setSelectedState] = useState(initial);
  const setSelected = (index: number) => {
    setSelectedState(index);
    onSelect?.(index);
  };
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, tabs.length);
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-gray-300"
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
            className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 font-semibold focus-visible:(outline-2 -outline-offset-2 outline-blue-700) ${
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
