import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';

import { checkForUpdates, offerUpdates, UPDATE_CHECK_EVERY_MS, UPDATE_MESSAGES } from './update-prompt';

describe('update prompt', () => {
  it('offers Reload when a new version is waiting, and activates it when chosen', async () => {
    const updateServiceWorker = vi.fn(() => Promise.resolve());
    let callbacks: { onNeedRefresh?: () => void } = {};
    render(<Toaster />);
    offerUpdates((options) => {
      callbacks = options ?? {};
      return updateServiceWorker;
    });
    act(() => callbacks.onNeedRefresh?.());
    expect(await screen.findByText(UPDATE_MESSAGES.waiting)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('asks for a new version every hour and when the window becomes visible, not while offline', () => {
    vi.useFakeTimers();
    const update = vi.fn(() => Promise.resolve());
    const stop = checkForUpdates({ update });
    try {
      vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS - 1);
      expect(update).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(update).toHaveBeenCalledTimes(1);

      document.dispatchEvent(new Event('visibilitychange'));
      expect(update).toHaveBeenCalledTimes(2);

      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS);
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      stop();
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});
