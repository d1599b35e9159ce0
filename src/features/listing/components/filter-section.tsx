import type { ReactNode } from 'react';

/** A titled group of filter controls. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-gray-200 pb-5 last-of-type:border-b-0">
      <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}
