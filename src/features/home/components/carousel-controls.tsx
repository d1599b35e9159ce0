import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

const BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full border border-gray-400 bg-white text-gray-900 transition-colors hover:(border-blue-700 text-blue-800) focus-visible:(outline-2 outline-offset-2 outline-blue-700) disabled:(cursor-not-allowed opacity-40)';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

interface CarouselControlsProps {
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** Present only for carousels that autoplay. */
  autoplay?: { paused: boolean; onToggle: () => void } | undefined;
}

export function CarouselControls({ canPrev, canNext, onPrev, onNext, autoplay }: CarouselControlsProps) {
  const { t } = useLingui();
  return (
    <div className="flex items-center justify-end gap-2">
      {autoplay && (
        <button
          type="button"
          className={BUTTON}
          aria-label={autoplay.paused ? t`Start autoplay` : t`Pause autoplay`}
          onClick={autoplay.onToggle}
        >
          <Icon>{autoplay.paused ? <path d="M8 5l11 7-11 7z" /> : <path d="M9 5v14M15 5v14" />}</Icon>
        </button>
      )}
      <button
        type="button"
        className={BUTTON}
        aria-label={t`Previous slide`}
        disabled={!canPrev}
        onClick={onPrev}
      >
        <Icon>
          <path d="M15 18l-6-6 6-6" />
        </Icon>
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-label={t`Next slide`}
        disabled={!canNext}
        onClick={onNext}
      >
        <Icon>
          <path d="M9 18l6-6-6-6" />
        </Icon>
      </button>
    </div>
  );
}
