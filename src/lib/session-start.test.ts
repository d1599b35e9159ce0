// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: each page load starts with a session not started. */
const freshModule = async () => {
  vi.resetModules();
  return import('./session-start');
};

describe('the live session’s start', () => {
  it('waits: nothing starts it but a tap, a key, or the offline kit (settled, or signed in here)', async () => {
    const { armSessionStart, onSessionStart, sessionStarted, startSession } = await freshModule();
    const told = vi.fn();
    onSessionStart(told);
    armSessionStart();
    document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(sessionStarted()).toBe(false);
    startSession(); // the offline kit's
    expect(sessionStarted()).toBe(true);
    expect(told).toHaveBeenCalledOnce();
  });

  it.each(['pointerdown', 'keydown', 'click'])('comes at once on a %s, once', async (type) => {
    const { armSessionStart, onSessionStart, sessionStarted, startSession } = await freshModule();
    const told = vi.fn();
    onSessionStart(told);
    armSessionStart();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(sessionStarted()).toBe(true);
    startSession();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(told).toHaveBeenCalledOnce();
  });

  it('is armed once: a second arming (StrictMode runs effects twice) adds no listener', async () => {
    const { armSessionStart, onSessionStart } = await freshModule();
    const add = vi.spyOn(window, 'addEventListener');
    armSessionStart();
    armSessionStart();
    expect(add).toHaveBeenCalledTimes(3);
    const told = vi.fn();
    onSessionStart(told);
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    expect(told).toHaveBeenCalledOnce();
    add.mockRestore();
  });

  it('tells a listener that comes after the start at once, and one unsubscribed never', async () => {
    const { onSessionStart, startSession } = await freshModule();
    const gone = vi.fn();
    onSessionStart(gone)();
    startSession();
    const told = vi.fn();
    onSessionStart(told);
    expect(told).toHaveBeenCalledOnce();
    expect(gone).not.toHaveBeenCalled();
  });
});
