import { useLingui } from '@lingui/react/macro';

import type { Product } from '@/features/catalog';

import { StaticPart } from '@/components/static-part';
import { Tabs } from '@/components/tabs';

type Details = Pick<Product, 'description' | 'specifications'>;

/**
 * Description and Specification tabs; Specification is selected first (spec §2). The panels' text is
 * static (StaticPart): give the component a `key` of the product, so another product's is drawn afresh.
 */
export function ProductInformation({ details }: { details: Details }) {
  const { t } = useLingui();
  return (
    <section className="below-fold rounded-xl border border-gray-200 bg-white px-4 sm:px-6">
      <Tabs
        label={t`Product information`}
        initial={1}
        tabs={[
          {
            label: t`Description`,
            panel: (
              <StaticPart>
                <Description text={details.description} />
              </StaticPart>
            ),
          },
          {
            label: t`Specification`,
            panel: (
              <StaticPart>
                <SpecificationTable rows={details.specifications} />
              </StaticPart>
            ),
          },
        ]}
      />
    </section>
  );
}

function Description({ text }: { text: string }) {
  const { t } = useLingui();
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  if (paragraphs.length === 0) return <p className="text-gray-700">{t`No description available.`}</p>;
  return (
    <div lang="en" className="flex max-w-prose flex-col gap-3 leading-relaxed text-gray-800">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function SpecificationTable({ rows }: { rows: Details['specifications'] }) {
  const { t } = useLingui();
  if (rows.length === 0) return <p className="text-gray-700">{t`No specifications available.`}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t`Specifications`}</caption>
      <tbody lang="en">
        {rows.map((row, index) => (
          <tr key={`${row.key}-${index}`} className="border-b border-gray-200 last:border-0">
            <th scope="row" className="w-1/3 bg-gray-50 px-3 py-2.5 align-top font-semibold text-gray-900">
              {row.key}
            </th>
            <td className="px-3 py-2.5 text-gray-800">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
