import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';

import { offerUpdates, UPDATE_MESSAGES } from './update-prompt';

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
});
