import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef } from 'react';

import { Button } from '@/components/button';
import { allProductsAtom, type ProductCardRecord } from '@/features/catalog';
import { COMPARE_MAX } from '@/lib/constants';
import { useLingui } from '@/lib/i18n';
import { placeholderOnError } from '@/lib/image-placeholder';

import { COMPARE_MESSAGES } from '../logic/compare-messages';

interface ReplaceDialogProps {
  /** The product the shopper wants to add. */
  adding: Pick<ProductCardRecord, 'title'>;
  chosen: readonly number[];
  onDrop: (id: number) => void;
  onClose: () => void;
}

/**
 * A fifth product asks which of the four to take out: a modal dialog (the native <dialog>: top
 * layer, the page behind inert, Escape to cancel, focus back on the Compare button after) with one
 * button per chosen product. Mounted only while asking; closing is the parent unmounting it.
 */
export function ReplaceDialog({ adding, chosen, onDrop, onClose }: ReplaceDialogProps) {
  useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const catalog = useAtomValue(allProductsAtom);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className="w-[min(22rem,88vw)] rounded-xl border-0 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-4 p-4">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {COMPARE_MESSAGES.fullTitle(COMPARE_MAX)}
        </h2>
        <p id={`${id}-text`} className="text-gray-700">
          {COMPARE_MESSAGES.fullText(adding.title)}
        </p>
        <ul className="flex flex-col gap-2">
          {chosen.map((chosenId) => {
            const product = catalog.find((candidate) => candidate.id === chosenId);
            const title = product?.title ?? `#${chosenId}`;
            return (
              <li key={chosenId}>
                <button
                  type="button"
                  onClick={() => {
                    onDrop(chosenId);
                    dialogRef.current?.close();
                  }}
                  className="flex w-full items-center gap-3 rounded-lg border border-gray-300 p-2 text-left hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
                >
                  {product && (
                    <img
                      src={product.images[0]}
                      alt=""
                      width={48}
                      height={48}
                      {...placeholderOnError}
                      className="size-12 shrink-0 rounded bg-gray-50 object-contain"
                    />
                  )}
                  <span className="flex-1 text-sm">
                    <Trans>
                      <span className="font-semibold">Take out</span> <span lang="en">{title}</span>
                    </Trans>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => dialogRef.current?.close()}>
            {COMPARE_MESSAGES.cancel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
