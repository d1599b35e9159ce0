import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A fieldset of rows the admin adds and removes (tags, images, specifications). The caller names
 * its buttons ("Add tag", "Remove tag 2"): each language words them its own way.
 */
export function RowList<Row>({
  legend,
  addLabel,
  removeLabel,
  rows,
  empty,
  error,
  onChange,
  render,
}: {
  legend: string;
  addLabel: string;
  /** The accessible name of the Remove button of the row at `index`. */
  removeLabel: (index: number) => string;
  rows: Row[];
  empty: Row;
  error?: string | undefined;
  onChange: (rows: Row[]) => void;
  render: (row: Row, index: number, change: (row: Row) => void) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="rounded-md border border-gray-300 p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      <div className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <div key={index} className="flex items-end gap-2">
            <div className="flex-1">
              {render(row, index, (changed) =>
                onChange(rows.map((old, at) => (at === index ? changed : old))),
              )}
            </div>
            <button
              type="button"
              className="rounded-md border border-gray-500 px-3 py-2 text-sm font-semibold hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
              aria-label={removeLabel(index)}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t`Remove`}
            </button>
          </div>
        ))}
      </div>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
      <button
        type="button"
        className="mt-3 rounded-md border border-blue-700 px-3 py-1 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
        onClick={() => onChange([...rows, empty])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
