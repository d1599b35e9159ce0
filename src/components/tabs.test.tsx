import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ROW_FADE_PX } from '@/lib/scroll-row';

import { useScrollRow } from '@/hooks/use-scroll-row';

import { Tabs } from './tabs';

const renderTabs = () =>
  render(
    <Tabs
      label="Product information"
      initial={1}
      tabs={[
        { label: 'Description', panel: <p>About it</p> },
        { label: 'Specification', panel: <p>Its specs</p> },
      ]}
    />,
  );

describe('Tabs', () => {
  it('opens on the initial tab with only its panel shown', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Specification' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Specification' })).toHaveTextContent('Its specs');
    expect(screen.queryByText('About it')).not.toBeVisible();
  });

  it('switches on click', async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }));
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('About it');
  });

  it('moves with the arrow keys, wrapping around, and keeps one tab stop', async () => {
    renderTabs();
    const specification = screen.getByRole('tab', { name: 'Specification' });
    const description = screen.getByRole('tab', { name: 'Description' });
    expect(description).toHaveAttribute('tabindex', '-1');
    specification.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(specification).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(description).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(specification).toHaveFocus();
  });
});

/** A phone's tab row (jsdom lays nothing out): five tabs 100 px wide in a row 250 px wide. */
const TAB_PX = 100;
const ROW_PX = 250;
const DASHBOARD_TABS = ['Profile', 'Orders', 'Wishlist', 'Security', 'Settings'];

function layOutPhoneRow() {
  let scrollLeft = 0;
  const isRow = (element: Element) => element.getAttribute('role') === 'tablist';
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isRow(this) ? ROW_PX : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isRow(this) ? DASHBOARD_TABS.length * TAB_PX : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return isRow(this) ? scrollLeft : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index =
      this.getAttribute('role') === 'tab' ? [...(this.parentElement?.children ?? [])].indexOf(this) : -1;
    const x = index === -1 ? 0 : index * TAB_PX - scrollLeft;
    const width = index === -1 ? ROW_PX : TAB_PX;
    return { x, y: 0, left: x, top: 0, right: x + width, bottom: 48, width, height: 48, toJSON: () => ({}) };
  });
  // The row moves at once, whatever the behaviour asked: what is checked is what was asked.
  const scrollTo = vi.fn(function (this: Element, options: ScrollToOptions) {
    scrollLeft = options.left ?? scrollLeft;
    this.dispatchEvent(new Event('scroll'));
  });
  Element.prototype.scrollTo = scrollTo as typeof Element.prototype.scrollTo;
  const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return { scrollTo, pageScroll };
}

const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const renderDashboardTabs = (initial: number) =>
  render(
    <Tabs
      label="Dashboard"
      initial={initial}
      useRow={useScrollRow}
      tabs={DASHBOARD_TABS.map((label) => ({ label, panel: <p>{label} panel</p> }))}
    />,
  );

describe('Tabs on a screen too narrow for them all', () => {
  // jsdom has no element.scrollTo: the stub is taken away again after each test.
  const scrollToBefore = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
  afterEach(() => {
    if (scrollToBefore) Object.defineProperty(Element.prototype, 'scrollTo', scrollToBefore);
    else Reflect.deleteProperty(Element.prototype, 'scrollTo');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens with the selected tab scrolled into the row at once, clear of the fade, the page left still', () => {
    const { scrollTo, pageScroll } = layOutPhoneRow();
    renderDashboardTabs(3);
    // Security spans 300–400 px: the row scrolls until its end is a fade's width inside the row's.
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400 + ROW_FADE_PX - ROW_PX, behavior: 'instant' });
    expect(scrollTo.mock.contexts[0]).toBe(screen.getByRole('tablist', { name: 'Dashboard' }));
    expect(pageScroll).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to a tab chosen by keyboard, and at once for a shopper who asked for less motion', async () => {
    const { scrollTo } = layOutPhoneRow();
    prefersReducedMotion(false);
    renderDashboardTabs(0);
    expect(scrollTo).not.toHaveBeenCalled();
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith({
      left: DASHBOARD_TABS.length * TAB_PX - ROW_PX,
      behavior: 'smooth',
    });
    prefersReducedMotion(true);
    await userEvent.keyboard('{Home}');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'auto' });
  });
});
