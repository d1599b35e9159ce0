import { Link } from 'react-router-dom';

import { useSectionShortcut } from '../use-section-shortcut';
import type { SectionScrollState } from '../use-section-scroll-from-navigation';

interface SectionShortcutLinkProps {
  sectionId: string;
  label: string;
  className?: string;
}

/** A link to a home section: it scrolls there on the home page and opens home elsewhere. */
export function SectionShortcutLink({ sectionId, label, className }: SectionShortcutLinkProps) {
  const onShortcut = useSectionShortcut();
  const state: SectionScrollState = { scrollTo: sectionId };
  return (
    <Link to="/" state={state} className={className} onClick={(event) => onShortcut(event, sectionId)}>
      {label}
    </Link>
  );
}
