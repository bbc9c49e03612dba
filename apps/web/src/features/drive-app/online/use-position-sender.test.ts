import { act, renderHook } from '@testing-library/react';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { type MockReply, problem } from '../../../test/mock-api.ts';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';
import { SEND_EVERY_MS, usePositionSender } from './use-position-sender.ts';

/** The server's answers to UpdateMyLocation, in turn (then 200s), and the latitudes it was sent. */
let refusals: MockReply[] = [];
let api: ReturnType<typeof fakeApi>;
const latitudes = () =>
  api.sentTo(calls.Ride.UpdateMyLocation).map((sent) => (sent.body as { Latitude: number }).Latitude);

/** Lets the timers run `ms` on, and the sends they started settle. */
const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  refusals = [];
  api = fakeApi(
    answer(
      calls.Ride.UpdateMyLocation,
      () =>
        refusals.shift() ?? {
          Online: true,
          State: 1,
          StateName: 'Idle',
          Latitude: 6.45,
          Longitude: 3.4,
          LastSeenAt: null,
          RideId: null,
        },
    ),
  );
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
    refusals = [{ ...problem(429, 'too soon'), headers: { 'retry-after': '10' } }];
    act(() => geolocation.moveTo(6.45, 3.4));
    await after(SEND_EVERY_MS);
    expect(latitudes()).toEqual([6.45]);
    await after(10_000 - SEND_EVERY_MS);
    expect(latitudes()).toEqual([6.45, 6.45]);
    refusals = [problem(409, 'Go online first')];
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
