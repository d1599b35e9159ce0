import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { giveReady, giveVerdict, ready, verdict } from './wait-for-verdict.mjs';

describe("npm test's hand-over between the checks and the emulator tests", () => {
  const folders = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'verdict-test-'));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('waits until the checks give their verdict, then says whether they passed', async () => {
    const passing = folder();
    const failing = folder();
    let settled = false;
    const waited = Promise.all([verdict(passing), verdict(failing)]).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(settled).toBe(false);
    giveVerdict(passing, true);
    giveVerdict(failing, false);
    await expect(waited).resolves.toEqual([true, false]);
  });

  it('lets the unit tests wait for the emulators, and stop waiting once the emulators have failed', async () => {
    const starting = folder();
    const failing = folder();
    let emulatorsFailed = false;
    let settled = false;
    const waited = Promise.all([ready(starting), ready(failing, () => emulatorsFailed)]).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(settled).toBe(false);
    giveReady(starting);
    emulatorsFailed = true;
    await expect(waited).resolves.toEqual([true, false]);
  });
});
