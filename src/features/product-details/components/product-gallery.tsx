import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';

import { LOW_FETCH_PRIORITY } from '@/lib/fetch-priority';
import { formatNumber } from '@/lib/format';
import { placeholderOnError } from '@/lib/image-placeholder';

import { ZoomDialog } from './zoom-dialog';

/** The second image is the main one when there is one (spec §3 images). */
const mainImageIndex = (images: readonly string[]) => (images.length > 1 ? 1 : 0);

/** Main image with thumbnails to switch it; the main image opens the zoom overlay. */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(() => mainImageIndex(images));
  // Each opening is a new dialog with its own number. The native dialog closes at once, but its
  // close event (and so this state) can come after the next press of the zoom button: a press
  // right after Escape then found the state still open and showed nothing. Now every press opens
  // a new dialog, and a late close event of an earlier one is ignored.
  const [zoom, setZoom] = useState<number | null>(null);
  const opened = useRef(0);
  const zoomButtonRef = useRef<HTMLButtonElement>(null);
  const src = images[selected] ?? images[0];

  const count = formatNumber(images.length);
  const thumbnailLabel = (index: number) => {
    const number = formatNumber(index + 1);
    return t`Show image ${number} of ${count}`;
  };

  const openZoom = () => {
    opened.current += 1;
    setZoom(opened.current);
  };
  const closeZoom = (which: number) => {
    if (which !== opened.current) return;
    setZoom(null);
    zoomButtonRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <button
        ref={zoomButtonRef}
        type="button"
        aria-label={t`Zoom image`}
        aria-haspopup="dialog"
        disabled={!src}
        onClick={openZoom}
        className="group relative overflow-hidden rounded-xl border border-gray-200 bg-white cursor-zoom-in focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
      >
        {src && (
          <img
            src={src}
            alt={title}
            lang="en"
            width={800}
            height={800}
            {...placeholderOnError}
            className="aspect-square w-full object-contain p-4 transition-transform duration-300 group-hover:scale-105"
          />
        )}
        <span
          aria-hidden="true"
          className="absolute bottom-3 right-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-gray-800 shadow"
        >
          {t`Click to zoom`}
        </span>
      </button>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label={t`Product images`}>
          {images.map((image, index) => (
            <li key={`${image}-${index}`} className="shrink-0">
              <button
                type="button"
                aria-label={thumbnailLabel(index)}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`h-16 w-16 overflow-hidden rounded-lg border-2 bg-white sm:(h-20 w-20) focus-visible:(outline-2 outline-offset-2 outline-blue-700) ${
                  index === selected ? 'border-blue-700' : 'border-gray-200 hover:border-gray-400'
                }`}
              >
                {/* Behind the main image: they come after it, not beside it, on a slow link. */}
                <img
                  src={image}
                  alt=""
                  width={80}
                  height={80}
                  {...LOW_FETCH_PRIORITY}
                  {...placeholderOnError}
                  className="h-full w-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoom !== null && src && (
        <ZoomDialog key={zoom} src={src} title={title} onClose={() => closeZoom(zoom)} />
      )}
    </div>
  );
}
