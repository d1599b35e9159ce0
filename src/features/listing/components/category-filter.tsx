import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';

import { CATEGORIES } from '@/lib/constants';
import { categoryLabel } from '@/lib/i18n';

import { selectedCategoriesAtom } from '../atoms';
import { withChoice } from '../logic/choice-list';
import { CheckboxOption } from './checkbox-option';
import { FilterSection } from './filter-section';

export function CategoryFilter() {
  const { t } = useLingui();
  const [selected, setSelected] = useAtom(selectedCategoriesAtom);
  return (
    <FilterSection title={t`Categories`}>
      {CATEGORIES.map((category) => (
        <CheckboxOption
          key={category}
          label={categoryLabel(category)}
          checked={selected.includes(category)}
          onChange={(checked) => setSelected((current) => withChoice(current, category, checked))}
        />
      ))}
    </FilterSection>
  );
}
