import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { Link, NavLink } from './link';

/** Where the router is, and the state it was given. */
function Shown() {
  const { pathname, search, state } = useLocation() as { pathname: string; search: string; state: unknown };
  return <output aria-label="shown">{`${pathname}${search} ${JSON.stringify(state ?? null)}`}</output>;
}

const renderAt = (path: string, links: React.ReactNode, basename?: string) =>
  render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      {links}
      <Routes>
        <Route path="*" element={<Shown />} />
      </Routes>
    </MemoryRouter>,
  );

describe('Link', () => {
  it('writes the address with the router’s prefix and moves there in the app, with its state', async () => {
    renderAt(
      '/bn',
      <Link to="/products?category=Laptop" state={{ from: 'menu' }}>
        Laptops
      </Link>,
      '/bn',
    );
    const link = screen.getByRole('link', { name: 'Laptops' });
    expect(link).toHaveAttribute('href', '/bn/products?category=Laptop');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'shown' })).toHaveTextContent(
      '/products?category=Laptop {"from":"menu"}',
    );
  });

  it('lets its own onClick stop the move', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/contact" onClick={onClick}>
        Contact
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'shown' })).toHaveTextContent(/^\/ /);
  });

  it('leaves a tap with a modifier key, or on a link to another window, to the browser', async () => {
    renderAt(
      '/',
      <>
        <Link to="/contact">Contact</Link>
        <Link to="/products" target="_blank">
          Products
        </Link>
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(screen.getByRole('status', { name: 'shown' })).toHaveTextContent(/^\/ /);
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/products" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Products
      </NavLink>
      <NavLink to="/contact" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Contact
      </NavLink>
    </>
  );

  it('marks the link to the page shown as the current page', () => {
    renderAt('/products', links);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveClass('off');
  });

  it('matches the pages under its own unless `end` is set, but never a longer name', () => {
    renderAt('/contact/form', links);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    renderAt('/products/1001', links);
    expect(screen.getAllByRole('link', { name: 'Products' }).at(-1)).not.toHaveAttribute('aria-current');
    renderAt('/contacts', links);
    expect(screen.getAllByRole('link', { name: 'Contact' }).at(-1)).not.toHaveAttribute('aria-current');
  });
});
