import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { FAQ_INITIALLY_OPEN_ENTRY } from '@/lib/constants';
import { SHIPPING_FEE } from '@/domain/shop-rules';
import { formatPrice } from '@/lib/format';

import { FAQ_ENTRIES } from './faq-entries';

/** An answer with the shipping fee, as a price in the shopper's language, in its `{shipping}`. */
const withShipping = (answer: MessageDescriptor, shipping: string): MessageDescriptor => ({
  ...answer,
  values: { shipping },
});

/** An accordion with one entry open at a time; clicking the open one closes it (spec §4 FAQ). */
export function FaqList() {
  const { t } = useLingui();
  const shipping = formatPrice(SHIPPING_FEE);
  const [openIndex, setOpenIndex] = useState<number | null>(FAQ_INITIALLY_OPEN_ENTRY - 1);
  const id = useId();
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {FAQ_ENTRIES.map((entry, index) => {
        const open = openIndex === index;
        const panelId = `${id}-${index}`;
        return (
          <li key={entry.question.id}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-gray-900 hover:text-blue-800 focus-visible:(outline-2 -outline-offset-2 outline-blue-700)"
              >
                {t(entry.question)}
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                  className={`shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="px-4 pb-4 text-gray-700">
              {t(withShipping(entry.answer, shipping))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
