import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTokenLeavingAddress } from './useTokenLeavingAddress';

const LINK = {
  storageKey: 'testLinkToken',
  tokenPath: (token: string) => `/links/${encodeURIComponent(token)}`,
  openedPath: '/links',
};

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("a secret link's token", () => {
  it('leaves the address, keeping the query when asked, and is still there after a reload', () => {
    window.history.replaceState(null, '', '/links/tok-1?rating=4#top');
    const { result } = renderHook(() => useTokenLeavingAddress('tok-1', { ...LINK, keepQuery: true }));
    expect(result.current).toBe('tok-1');
    expect(address()).toBe('/links?rating=4#top');

    // The reload opens the address without the token: the page reads it from this tab's storage.
    const reloaded = renderHook(() => useTokenLeavingAddress(undefined, { ...LINK, keepQuery: true }));
    expect(reloaded.result.current).toBe('tok-1');
  });

  it('drops the query when the page has no use for it', () => {
    window.history.replaceState(null, '', '/links/tok-2?utm=mail');
    renderHook(() => useTokenLeavingAddress('tok-2', { ...LINK, keepQuery: false }));
    expect(address()).toBe('/links');
  });

  it('stays in the address when the tab cannot keep it, so a reload still opens the page', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('storage is off', 'SecurityError');
    });
    window.history.replaceState(null, '', '/links/tok-3');
    const { result } = renderHook(() => useTokenLeavingAddress('tok-3', { ...LINK, keepQuery: false }));
    expect(result.current).toBe('tok-3');
    expect(address()).toBe('/links/tok-3');
  });
});
