import { describe, expect, it } from 'vitest';
import { clientAddressFrom, isTrustedPeer, parseTrustProxy, trustsAnyProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', 0],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example.com', '1.5'])('refuses %j, naming it', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(`"${raw.toLowerCase()}"`);
  });

  it('tells the admin page whether any proxy is trusted', () => {
    expect([false, 0, true, 1, [], ['10.0.0.1']].map(trustsAnyProxy)).toEqual([false, false, true, true, false, true]);
  });
});

describe('the client address', () => {
  // What reaches the app when a client wrote "X-Forwarded-For: 6.6.6.6" and nginx appended the address it saw.
  const spoofedThenAppended = '6.6.6.6, 203.0.113.7';

  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddressFrom('198.51.100.2', spoofedThenAppended, false)).toBe('198.51.100.2');
    expect(clientAddressFrom('198.51.100.2', spoofedThenAppended, 0)).toBe('198.51.100.2');
  });

  it('is the right-most entry behind one trusted hop (true means one hop)', () => {
    expect(clientAddressFrom('10.0.0.5', spoofedThenAppended, 1)).toBe('203.0.113.7');
    expect(clientAddressFrom('10.0.0.5', spoofedThenAppended, true)).toBe('203.0.113.7');
  });

  it('counts hops from the right: with two proxies the second entry from the right', () => {
    // client → CDN (appends the client) → nginx (appends the CDN) → app
    expect(clientAddressFrom('10.0.0.5', '6.6.6.6, 203.0.113.7, 192.0.2.40', 2)).toBe('203.0.113.7');
    // A header shorter than the hops: the left-most entry is as far as it goes.
    expect(clientAddressFrom('10.0.0.5', '203.0.113.7', 5)).toBe('203.0.113.7');
  });

  it('with a list, walks from the right past the listed proxies only', () => {
    const proxies = parseTrustProxy('10.0.0.0/8, 192.0.2.40');
    expect(clientAddressFrom('10.0.0.5', '6.6.6.6, 203.0.113.7, 192.0.2.40', proxies)).toBe('203.0.113.7');
    expect(clientAddressFrom('::ffff:10.1.2.3', spoofedThenAppended, proxies)).toBe('203.0.113.7');
    // A peer not on the list is the client itself: its X-Forwarded-For is its own invention.
    expect(clientAddressFrom('203.0.113.99', spoofedThenAppended, proxies)).toBe('203.0.113.99');
    expect(clientAddressFrom('127.0.0.1', spoofedThenAppended, parseTrustProxy('loopback'))).toBe('203.0.113.7');
    expect(clientAddressFrom('::1', spoofedThenAppended, parseTrustProxy('loopback'))).toBe('203.0.113.7');
  });

  it('believes X-Forwarded-Proto and -Host only from a trusted peer', () => {
    expect(isTrustedPeer('10.0.0.5', 1)).toBe(true);
    expect(isTrustedPeer('10.0.0.5', false)).toBe(false);
    expect(isTrustedPeer('10.0.0.5', parseTrustProxy('10.0.0.0/8'))).toBe(true);
    expect(isTrustedPeer('203.0.113.99', parseTrustProxy('10.0.0.0/8'))).toBe(false);
  });
});
