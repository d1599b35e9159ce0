import type { ReactNode } from 'react';

/** A home section's h2, with room on the right for the section's own controls. */
export function SectionHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-bold text-gray-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </div>
  );
}
