import { useAtom } from 'jotai';

import { CATEGORIES } from '@/lib/constants';

import { selectedCategoriesAtom } from '../atoms';
import { withChoice } from '../logic/choice-list';
import { CheckboxOption } from './checkbox-option';
import { FilterSection } from './filter-section';

export function CategoryFilter() {
  const [selected, setSelected] = useAtom(selectedCategoriesAtom);
  return (
    <FilterSection title="Categories">
      {CATEGORIES.map((category) => (
        <CheckboxOption
          key={category}
          label={category}
          checked={selected.includes(category)}
          onChange={(checked) => setSelected((current) => withChoice(current, category, checked))}
        />
      ))}
    </FilterSection>
  );
}
