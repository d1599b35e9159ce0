import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { FaqList } from './faq-list';
import { QuestionForm } from './question-form';
import { SectionHeader } from './section-header';

export function FaqSection() {
  const { t } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={t`Frequently Asked Questions`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <FaqList />
        <QuestionForm />
      </div>
    </section>
  );
}
