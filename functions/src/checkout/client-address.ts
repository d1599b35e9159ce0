import { isIP } from 'node:net';

/*
 * Where a checkout call came from, for the per-address rate limit (rate-limit.ts).
 *
 * The chain in production is Firebase Hosting in front of Cloud Functions (2nd gen, on Cloud
 * Run). Google's front end in front of the function keeps whatever `X-Forwarded-For` the caller
 * sent and appends the address that connected to it, then its own hop: "<anything the caller
 * wrote>, <who connected>, <front end>" (Cloud Functions' request headers reference,
 * https://cloud.google.com/functions/docs/reference/headers). Through Hosting, Hosting's edge
 * appends the shopper's address first and is then the one that connects: "<anything the shopper
 * wrote>, <shopper>, <Hosting's edge>, <front end>". So the shopper is the third entry from the
 * right: TRUSTED_HOPS_BEHIND_HOSTING (config.ts) entries appended by Google are skipped, and
 * everything left of the shopper's is the shopper's own writing, never read. The socket's address
 * is Google's own and never read either. `CHECKOUT_TRUSTED_PROXIES` sets another count; the desk's
 * `address` diagnostic (desk/desk.ts, docs/deploy.md) shows what the function sees, to check it
 * after the first deploy. Locally the Hosting emulator calls the function itself and appends nothing: only
 * the socket would tell, and the emulator passes none, so local callers share one bucket.
 */

/**
 * The bucket's name for an address: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4),
 * IPv6 by its /64, the block one subscriber's devices share (a caller can rotate freely inside
 * it). Null for anything that is not an address.
 */
export function addressKey(entry: string): string | null {
  const address = entry.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return null;
  return `${expandedIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each in lower case without leading zeros. */
function expandedIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // An IPv4 tail (::1.2.3.4) is two groups; the prefix is all that counts here.
  const left = groups(head);
  const right = groups(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.includes('.') ? group : group.replace(/^0+(?=.)/, ''),
  );
}

/** The bucket of callers whose address nothing tells, with no trusted hops (the emulator). */
export const UNKNOWN_CALLER = 'unknown';

/** What the function saw of a call's origin: the diagnostic's answer, and the rate limit's key. */
export interface SeenAddress {
  /** The bucket's name (addressKey), or null when the call did not come through the chain. */
  address: string | null;
  /** The entry read, as written. */
  entry: string | null;
  /** `X-Forwarded-For`'s entries, left to right. */
  forwardedFor: string[];
  socketAddress: string | null;
  trustedHops: number;
}

/**
 * The caller's address: the entry `trustedHops` from the right of `X-Forwarded-For` (with no
 * trusted hops, the socket's, or UNKNOWN_CALLER: every entry of the header is the caller's own). A chain shorter than the trusted
 * hops did not come through Hosting (the function's own address, called directly): its address
 * is null, and checkout refuses it.
 */
export function seenAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): SeenAddress {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const entry =
    // With no trusted hops no entry of the header was written by a proxy: only the socket counts.
    trustedHops === 0 ? (socketAddress ?? null) : (hops[hops.length - 1 - trustedHops] ?? null);
  // With no trusted hops the caller is whoever connected; when nothing tells who (the emulator's
  // own calls carry no address), every such caller shares one bucket.
  const unknown = trustedHops === 0 ? UNKNOWN_CALLER : null;
  return {
    address: entry === null ? unknown : addressKey(entry),
    entry,
    forwardedFor: hops,
    socketAddress: socketAddress ?? null,
    trustedHops,
  };
}
