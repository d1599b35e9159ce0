import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

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
