import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';

interface ZoomDialogProps {
  src: string;
  title: string;
  onClose: () => void;
}

/**
 * The enlarged image as a modal dialog. The native <dialog> gives the top layer, inert page
 * behind it, focus on open and Escape to close; clicks on the dark area close it too.
 * Mounted only while open: closing is the parent unmounting it, which also takes it out of the
 * top layer (calling close() in the cleanup would re-fire onClose under StrictMode).
 */
export function ZoomDialog({ src, title, onClose }: ZoomDialogProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Every way out goes through the native close, so the page is no longer inert when onClose
  // hands focus back to the zoom button.
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
  }, []);
  // A modal dialog does not stop the page behind it from scrolling.
  useBodyScrollLock(true);

  return (
    <dialog
      ref={dialogRef}
      aria-label={t`Zoomed image of ${title}`}
      onClose={onClose}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none border-0 bg-black/85 p-0"
    >
      <div
        className="flex h-full w-full items-center justify-center p-4 sm:p-10"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <img
          src={src}
          alt={title}
          lang="en"
          width={1200}
          height={1200}
          className="max-h-full max-w-full rounded-lg bg-white object-contain"
        />
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={t`Close zoomed image`}
        className="absolute right-3 top-3 h-11 w-11 flex items-center justify-center rounded-full bg-white text-2xl text-gray-900 shadow hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-white)"
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
