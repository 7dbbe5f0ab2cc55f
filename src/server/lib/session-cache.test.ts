import { describe, expect, it } from 'vitest';
import { createSessionCache, endsSessions, sessionCookieValue } from './session-cache';

const ana = { id: 'u1', email: 'ana@exemplo.com.br', name: 'Ana', role: null };

describe('the session cache', () => {
  it('keeps a validated session for its time to live, by the whole signed cookie value', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    cache.set('tok.sig', ana);
    expect(cache.get('tok.sig')).toEqual(ana);
    // Another signature (an altered cookie) is another key.
    expect(cache.get('tok.other')).toBeUndefined();
    now = 4_999;
    expect(cache.get('tok.sig')).toEqual(ana);
    now = 5_000;
    expect(cache.get('tok.sig')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear, and keeps nothing with no time to live', () => {
    const cache = createSessionCache();
    cache.set('a', ana);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    const off = createSessionCache({ ttlMs: 0 });
    off.set('a', ana);
    expect(off.get('a')).toBeUndefined();
  });

  it('reads the session cookie, plain or __Secure-, and nothing else', () => {
    expect(sessionCookieValue('a=1; mci.session_token=abc.def%3D; b=2')).toBe('abc.def%3D');
    expect(sessionCookieValue('__Secure-mci.session_token=xyz')).toBe('xyz');
    expect(sessionCookieValue('outro.session_token=abc')).toBeNull();
    expect(sessionCookieValue(undefined)).toBeNull();
  });

  it('knows which successful requests may end a session or change an account', () => {
    for (const path of ['/api/auth/sign-out', '/api/auth/change-password', '/api/auth/reset-password', '/api/auth/revoke-sessions', '/api/auth/admin/set-role']) {
      expect(endsSessions('POST', path), path).toBe(true);
    }
    expect(endsSessions('PUT', '/api/admin/users/u1/plan')).toBe(true);
    expect(endsSessions('DELETE', '/api/me')).toBe(true);
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset']) {
      expect(endsSessions('POST', path), path).toBe(false);
    }
    expect(endsSessions('GET', '/api/auth/get-session')).toBe(false);
    expect(endsSessions('PUT', '/api/me/editais/1/status')).toBe(false);
  });
});
