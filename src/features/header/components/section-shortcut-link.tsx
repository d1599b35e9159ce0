import { useSetAtom } from 'jotai';

import { SectionLink } from '@/features/section-scroll';

import { showMenuAtom } from '../atoms';

interface SectionShortcutLinkProps {
  sectionId: string;
  label: string;
  className?: string;
}

/** A header link to a home section; following it also closes the mobile menu (spec §2). */
export function SectionShortcutLink({ sectionId, label, className }: SectionShortcutLinkProps) {
  const setShowMenu = useSetAtom(showMenuAtom);
  return (
    <SectionLink sectionId={sectionId} className={className} onFollow={() => setShowMenu(false)}>
      {label}
    </SectionLink>
  );
}
