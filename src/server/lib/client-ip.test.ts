import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip';

describe('clientAddress', () => {
  it('is the TCP peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '1.2.3.4', 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '1.2.3.4', 0)).toBeUndefined();
  });

  it('with n trusted proxies, the address n hops from the right; what the client prepends is ignored', () => {
    // nginx on 127.0.0.1 appended the client it saw.
    expect(clientAddress('127.0.0.1', '198.51.100.20', 1)).toBe('198.51.100.20');
    // The client sent its own X-Forwarded-For: nginx appended the real address after it.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.20', 1)).toBe('198.51.100.20');
    // Two proxies: a CDN then nginx.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.20, 192.0.2.1', 2)).toBe('198.51.100.20');
  });

  it('reads IPv6 and ports, and falls back to the nearest trusted address on garbage or a short chain', () => {
    expect(clientAddress('::1', '[2001:db8::1]:443', 1)).toBe('2001:db8::1');
    expect(clientAddress('127.0.0.1', '198.51.100.20:5000', 1)).toBe('198.51.100.20');
    expect(clientAddress('127.0.0.1', 'not-an-ip', 1)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', 1)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.20', 3)).toBe('198.51.100.20');
  });
});
