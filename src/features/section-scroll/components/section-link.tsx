import type { ReactNode } from 'react';

import { HOME_PATH } from '@/lib/routes';

import { useSectionShortcut } from '../hooks/use-section-shortcut';
import type { SectionScrollState } from '../types';
import { Link } from '@/components/link';

interface SectionLinkProps {
  sectionId: string;
  className?: string;
  /** Runs after every click, whether the link scrolled or navigated. */
  onFollow?: () => void;
  children: ReactNode;
}

/** A link to a home section: it scrolls there on the home page and opens home elsewhere. */
export function SectionLink({ sectionId, className, onFollow, children }: SectionLinkProps) {
  const onShortcut = useSectionShortcut();
  const state: SectionScrollState = { scrollTo: sectionId };
  return (
    <Link
      to={HOME_PATH}
      state={state}
      className={className}
      onClick={(event) => {
        onShortcut(event, sectionId);
        onFollow?.();
      }}
    >
      {children}
    </Link>
  );
}
