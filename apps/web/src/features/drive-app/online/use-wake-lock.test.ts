import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

/** A browser's Wake Lock API: each lock asked for, released by the page or as the page hides. */
function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async () => {
    const lock = {
      released: false,
      release: async () => {
        lock.released = true;
      },
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, locks };
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the screen kept awake on a ride', () => {
  it('locks the screen while active, again when the page is shown after being hidden, and lets go after', async () => {
    const wakeLock = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: false } });
    expect(wakeLock.request).not.toHaveBeenCalled();
    rerender({ active: true });
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledWith('screen'));
    // The browser lets the lock go while the page is hidden; shown again, it is asked for again.
    act(() => {
      wakeLock.locks[0]!.released = true;
      setVisibility('hidden');
    });
    act(() => setVisibility('visible'));
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(2));
    rerender({ active: false });
    await waitFor(() => expect(wakeLock.locks[1]!.released).toBe(true));
  });

  it('does nothing where the browser has no Wake Lock API', () => {
    expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
  });
});
