import { describe, expect, it } from 'vitest';

import { addressKey, seenAddress } from './client-address';

describe("the checkout caller's address", () => {
  it('is the shopper’s behind Hosting: the entry Hosting appended, left of the two Google adds', () => {
    // "6.6.6.6" was written by the caller; 35.1.1.1 is Hosting's edge, 10.1.1.1 the front end.
    const seen = seenAddress('6.6.6.6, 203.0.113.7, 35.1.1.1, 10.1.1.1', '169.254.1.1', 2);
    expect(seen).toMatchObject({ address: '203.0.113.7', entry: '203.0.113.7' });
    expect(seenAddress('203.0.113.7, 35.1.1.1, 10.1.1.1', '169.254.1.1', 2).address).toBe('203.0.113.7');
  });

  it('is never Google’s own: every shopper behind Hosting does not share one bucket', () => {
    const first = seenAddress('203.0.113.7, 35.1.1.1, 10.1.1.1', '169.254.1.1', 2);
    const second = seenAddress('198.51.100.9, 35.1.1.1, 10.1.1.1', '169.254.1.1', 2);
    expect(first.address).not.toBe(second.address);
  });

  it('is none for a call that did not come through Hosting (the function’s own address, called directly)', () => {
    expect(seenAddress('203.0.113.7, 10.1.1.1', '169.254.1.1', 2).address).toBeNull();
    expect(seenAddress(undefined, '169.254.1.1', 2).address).toBeNull();
  });

  it('is the socket’s in the emulator, whose Hosting appends nothing: every entry is the caller’s own', () => {
    expect(seenAddress('6.6.6.6', '127.0.0.1', 0).address).toBe('127.0.0.1');
    expect(seenAddress('6.6.6.6', undefined, 0).address).toBe('unknown');
    expect(seenAddress(undefined, '::ffff:127.0.0.1', 0).address).toBe('127.0.0.1');
    // The emulator passes neither: its callers share one bucket.
    expect(seenAddress(undefined, undefined, 0).address).toBe('unknown');
    expect(seenAddress(undefined, undefined, 2).address).toBeNull();
  });

  it('keys IPv6 by its /64, so a caller cannot rotate inside it; anything else is no address', () => {
    expect(addressKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8:abcd:0012:ffff::9')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    for (const junk of ['unknown', '', '999.1.1.1', 'evil, 1.2.3.4', '1.2.3.4:80'])
      expect(addressKey(junk)).toBeNull();
  });
});
