import { afterEach, describe, expect, it, vi } from 'vitest';

import { askToNotify, notify, notifyState, setAppBadge, stopNotifying } from './system-notifications';

/** A browser with notifications (permission as given), a service worker and storage. */
function browser(permission: NotificationPermission, { grant = permission } = {}) {
  const items = new Map<string, string>();
  const showNotification = vi.fn(() => Promise.resolve());
  const Notification = { permission, requestPermission: vi.fn(() => Promise.resolve(grant)) };
  Notification.requestPermission.mockImplementation(() => {
    Notification.permission = grant;
    return Promise.resolve(grant);
  });
  vi.stubGlobal('window', { Notification });
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve({ showNotification }) },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  return { items, showNotification, Notification };
}

describe('notifications on this device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are unsupported without the Notification API or a service worker', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', {});
    expect(notifyState()).toBe('unsupported');
    expect(await askToNotify()).toBe('unsupported');
    vi.stubGlobal('window', { Notification: {} });
    expect(notifyState()).toBe('unsupported');
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', { serviceWorker: {} });
    expect(notifyState()).toBe('unsupported');
  });

  it('are unsupported where there is no window (prerendering)', () => {
    vi.stubGlobal('window', undefined);
    expect(notifyState()).toBe('unsupported');
  });

  it('are off where storage is refused, even with permission', () => {
    browser('granted');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    });
    expect(notifyState()).toBe('off');
  });

  it('are off when the browser has reset its permission since they were turned on', () => {
    const { items } = browser('default');
    items.set('eshop-system-notifications', 'on');
    expect(notifyState()).toBe('off');
  });

  it('are off until the shopper turns them on, and blocked when the browser says no', () => {
    browser('default');
    expect(notifyState()).toBe('off');
    browser('denied');
    expect(notifyState()).toBe('blocked');
  });

  it('are on once permission is granted from the shopper’s tap, and off again when turned off', async () => {
    const { items } = browser('default', { grant: 'granted' });
    expect(await askToNotify()).toBe('on');
    expect(items.get('eshop-system-notifications')).toBe('on');
    expect(stopNotifying()).toBe('off');
    expect(items.has('eshop-system-notifications')).toBe(false);
  });

  it('stay off when the shopper declines the browser’s question', async () => {
    const { items } = browser('default', { grant: 'denied' });
    expect(await askToNotify()).toBe('blocked');
    expect(items.size).toBe(0);
  });

  it('are off with permission but no switch on this device', () => {
    browser('granted');
    expect(notifyState()).toBe('off');
  });

  it('show through the service worker only when on, with the link to open', async () => {
    const { showNotification, items } = browser('granted');
    await notify('Price drop', { body: 'Now $10', tag: 'n-1', url: '/product-details/1' });
    expect(showNotification).not.toHaveBeenCalled();
    items.set('eshop-system-notifications', 'on');
    await notify('Price drop', { body: 'Now $10', tag: 'n-1', url: '/product-details/1' });
    expect(showNotification).toHaveBeenCalledWith('Price drop', {
      body: 'Now $10',
      tag: 'n-1',
      icon: '/icons/icon-192.png',
      data: { url: '/product-details/1' },
    });
  });
});

describe('showing a notification without a service worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing, quietly, when no service worker is registered', async () => {
    const { items } = browser('granted');
    items.set('eshop-system-notifications', 'on');
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve(undefined) } });
    await expect(notify('Price drop', { body: 'Now $10', tag: 'n-1', url: '/' })).resolves.toBeUndefined();
  });
});

describe('the installed app’s badge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the count, and none at 0', () => {
    const setAppBadgeSpy = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { setAppBadge: setAppBadgeSpy, clearAppBadge });
    setAppBadge(3);
    expect(setAppBadgeSpy).toHaveBeenCalledWith(3);
    expect(clearAppBadge).not.toHaveBeenCalled();
    setAppBadge(0);
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
    expect(setAppBadgeSpy).toHaveBeenCalledTimes(1);
  });

  it('is left alone where there is no Badging API', () => {
    vi.stubGlobal('navigator', {});
    expect(() => setAppBadge(2)).not.toThrow();
  });

  it('is left alone where there is no navigator (prerendering)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(() => setAppBadge(2)).not.toThrow();
  });
});
