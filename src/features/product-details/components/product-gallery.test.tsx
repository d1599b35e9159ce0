import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { ProductGallery } from './product-gallery';

// jsdom has <dialog> without its modal behaviour; enough of it for these tests.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const images = ['/card.svg', '/main.svg', '/side.svg'];
const mainImage = () => screen.getByRole('button', { name: 'Zoom image' }).querySelector('img');

describe('ProductGallery', () => {
  it('shows the second image as the main one', () => {
    render(<ProductGallery images={images} title="Camera" />);
    expect(mainImage()).toHaveAttribute('src', '/main.svg');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('fetches the main image ahead of the thumbnails', () => {
    render(<ProductGallery images={images} title="Camera" />);
    expect(mainImage()).not.toHaveAttribute('fetchpriority');
    const thumbnails = [1, 2, 3].map((n) =>
      screen.getByRole('button', { name: `Show image ${n} of 3` }).querySelector('img'),
    );
    for (const thumbnail of thumbnails) expect(thumbnail).toHaveAttribute('fetchpriority', 'low');
  });

  it('falls back to the only image', () => {
    render(<ProductGallery images={['/only.svg']} title="Camera" />);
    expect(mainImage()).toHaveAttribute('src', '/only.svg');
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('switches the main image from a thumbnail', async () => {
    render(<ProductGallery images={images} title="Camera" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage()).toHaveAttribute('src', '/side.svg');
  });

  it('opens the zoom dialog and returns focus when it closes', async () => {
    render(<ProductGallery images={images} title="Camera" />);
    const zoom = screen.getByRole('button', { name: 'Zoom image' });
    await userEvent.click(zoom);
    const dialog = screen.getByRole('dialog', { name: 'Zoomed image of Camera' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/main.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Close zoomed image' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
  });

  it('closes when the dialog closes itself (Escape)', async () => {
    render(<ProductGallery images={images} title="Camera" />);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom image' }));
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
