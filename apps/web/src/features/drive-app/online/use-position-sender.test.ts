import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { sendMyLocation } from '../api/update-my-location.ts';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';
import { SEND_EVERY_MS, usePositionSender } from './use-position-sender.ts';

vi.mock('../api/update-my-location.ts', () => ({ sendMyLocation: vi.fn() }));
const sent = vi.mocked(sendMyLocation);
const latitudes = () => sent.mock.calls.map(([reading]) => reading.Latitude);

/** Lets the timers run `ms` on, and the sends they started settle. */
const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  sent.mockReset();
  sent.mockResolvedValue(undefined as never);
});
afterEach(() => vi.useRealTimers());

describe("the driver's position sender", () => {
  it('sends the first reading at once, then the latest at most every few seconds, and stops when offline', async () => {
    const geolocation = fakeGeolocation();
    const { rerender } = renderHook(({ active }) => usePositionSender(active, () => {}), {
      initialProps: { active: true },
    });
    act(() => geolocation.moveTo(6.45, 3.4));
    await after(0);
    act(() => geolocation.moveTo(6.451, 3.4));
    act(() => geolocation.moveTo(6.452, 3.4));
    await after(SEND_EVERY_MS - 100);
    expect(latitudes()).toEqual([6.45]);
    await after(100);
    expect(latitudes()).toEqual([6.45, 6.452]);
    rerender({ active: false });
    expect(geolocation.watching).toBe(0);
  });

  it("waits a 429's Retry-After before sending again, and tells a 409 (offline on the server)", async () => {
    const geolocation = fakeGeolocation();
    const refused = vi.fn();
    renderHook(() => usePositionSender(true, refused));
    sent.mockRejectedValueOnce(new ApiError(429, 'too soon', undefined, false, 10));
    act(() => geolocation.moveTo(6.45, 3.4));
    await after(SEND_EVERY_MS);
    expect(latitudes()).toEqual([6.45]);
    await after(10_000 - SEND_EVERY_MS);
    expect(latitudes()).toEqual([6.45, 6.45]);
    sent.mockRejectedValueOnce(new ApiError(409, 'Go online first', undefined));
    act(() => geolocation.moveTo(6.46, 3.4));
    await after(SEND_EVERY_MS);
    expect(refused).toHaveBeenCalledOnce();
  });

  it('says when the browser refuses the location', async () => {
    const geolocation = fakeGeolocation();
    const { result } = renderHook(() => usePositionSender(true, () => {}));
    act(() => geolocation.deny());
    expect(result.current).toBe('denied');
  });
});
