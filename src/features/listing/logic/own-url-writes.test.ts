import { describe, expect, it } from 'vitest';

import { createOwnUrlWrites } from './own-url-writes';

describe('own URL writes', () => {
  it('knows its own write when it comes back late, once', () => {
    const writes = createOwnUrlWrites();
    writes.wrote('?brand=sony');
    writes.wrote('?brand=sony,apple');
    expect(writes.isOwn('?brand=sony')).toBe(true);
    expect(writes.isOwn('?brand=sony,apple')).toBe(true);
    // The same address again is a link or a reload now, not a write of ours.
    expect(writes.isOwn('?brand=sony,apple')).toBe(false);
  });

  it('counts a write made twice before it came back as one', () => {
    const writes = createOwnUrlWrites();
    writes.wrote('?page=2');
    writes.wrote('?page=2');
    expect(writes.isOwn('?page=2')).toBe(true);
    expect(writes.isOwn('?page=2')).toBe(false);
  });

  it('drops a write the router skipped once a newer one arrives', () => {
    const writes = createOwnUrlWrites();
    writes.wrote('?brand=sony');
    writes.wrote('?brand=sony,apple');
    expect(writes.isOwn('?brand=sony,apple')).toBe(true);
    expect(writes.isOwn('?brand=sony')).toBe(false);
  });

  it('takes a write back to an earlier address as the newest one', () => {
    const writes = createOwnUrlWrites();
    writes.wrote('?brand=sony');
    writes.wrote('?brand=sony,apple');
    writes.wrote('?brand=sony,apple,lg');
    writes.wrote('?brand=sony,apple');
    expect(writes.isOwn('?brand=sony,apple')).toBe(true);
    // The write it replaced is done with, so this one comes from elsewhere (back, say).
    expect(writes.isOwn('?brand=sony,apple,lg')).toBe(false);
  });

  it('takes an address from elsewhere as new and forgets what is pending', () => {
    const writes = createOwnUrlWrites();
    writes.wrote('?brand=sony');
    expect(writes.isOwn('?category=Laptops')).toBe(false);
    expect(writes.isOwn('?brand=sony')).toBe(false);
    writes.wrote('?page=2');
    writes.forget();
    expect(writes.isOwn('?page=2')).toBe(false);
  });
});
