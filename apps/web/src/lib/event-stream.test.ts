import type { SessionUser } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeEventStream, fakeEventStream } from '../test/fake-event-stream.ts';
import { mockApi, problem } from '../test/mock-api.ts';
import { setUnauthorizedHandler } from './api-client.ts';
import { readCallEvents } from './call-events.ts';
import { readEventStream } from './event-stream.ts';
import { session } from './session.ts';

const user: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: true,
  AllowAllEndPoints: true,
  AdminEndPoints: [],
};

/** A fake server whose every connection to Ride/RideUpdates gets the next of `replies` (then 404s). */
function streamServer(...replies: (FakeEventStream | ReturnType<typeof problem> | Error)[]) {
  const given = [...replies];
  return mockApi({
    'GET Ride/RideUpdates': () => {
      const next = given.shift();
      if (!next) return { status: 404 };
      return 'reply' in next ? next.reply : next;
    },
  });
}

/** Follows the stream until the test stops it, recording what it heard. */
function follow(path = 'Ride/RideUpdates') {
  const stop = new AbortController();
  const heard = { messages: [] as string[], opens: [] as boolean[] };
  const done = readEventStream(path, {
    signal: stop.signal,
    onMessage: (data) => heard.messages.push(data),
    onOpen: ({ reconnected }) => heard.opens.push(reconnected),
    backoff: { firstMs: 1000, maxMs: 4000 },
  });
  return { heard, stop: () => stop.abort(), done };
}

const tick = () => vi.advanceTimersByTimeAsync(0);
const unauthorized = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  setUnauthorizedHandler(unauthorized);
  session.signIn({ Token: 'the-token', User: user, RequireNewPassword: false });
});
afterEach(() => unauthorized.mockReset());

describe('reading an event stream', () => {
  it('sends the bearer token in the header, never in the address, and asks for text/event-stream', async () => {
    const { sent } = streamServer(fakeEventStream());
    const reading = follow();
    await tick();
    expect(sent[0]?.path).toBe('Ride/RideUpdates');
    expect([...sent[0]!.query.keys()]).toEqual([]);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer the-token');
    expect(sent[0]?.headers.get('Accept')).toBe('text/event-stream');
    reading.stop();
    await reading.done;
  });

  it('hands on each event’s data, however the text is split, and skips comments', async () => {
    const stream = fakeEventStream();
    streamServer(stream);
    const reading = follow();
    await tick();
    stream.write(': open\n\n');
    stream.write('data: {"Id":7,"RideSta');
    stream.write('tus":2}\n');
    await tick();
    expect(reading.heard.messages).toEqual([]);
    stream.write('\ndata: {"Id":8}\n\n: heartbeat\n\n');
    await tick();
    expect(reading.heard.messages).toEqual(['{"Id":7,"RideStatus":2}', '{"Id":8}']);
    expect(reading.heard.opens).toEqual([false]);
    reading.stop();
    await reading.done;
    expect(stream.closed).toBe(true);
  });

  it('connects again when the stream ends or drops, waiting longer each time it cannot, and says it reconnected', async () => {
    const [first, second, third] = [fakeEventStream(), fakeEventStream(), fakeEventStream()];
    const { sent } = streamServer(
      first,
      new TypeError('offline'),
      problem(503, 'Unavailable'),
      second,
      third,
    );
    const reading = follow();
    await tick();
    expect(sent).toHaveLength(1);
    first.end();
    await tick();
    // 1 s, then the network failure, 2 s, then the 503, 4 s, then open again.
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(4);
    expect(reading.heard.opens).toEqual([false, true]);
    second.send({ Id: 9 });
    await tick();
    expect(reading.heard.messages).toEqual(['{"Id":9}']);
    // Open again: the wait is back to 1 s after a cut.
    second.cut();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(5);
    expect(reading.heard.opens).toEqual([false, true, true]);
    reading.stop();
    await reading.done;
  });

  it('stops when told, closing the stream, and connects no more', async () => {
    const stream = fakeEventStream();
    const { sent } = streamServer(stream, fakeEventStream());
    const reading = follow();
    await tick();
    reading.stop();
    await reading.done;
    expect(stream.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });

  it('signs out on a 401, as any call does, and stops on a 403', async () => {
    streamServer(problem(401, 'Your session has expired. Kindly sign in again'));
    const expired = follow();
    await expired.done;
    expect(session.get().token).toBeNull();
    expect(unauthorized).toHaveBeenCalledWith('/');

    session.signIn({ Token: 'the-token', User: user, RequireNewPassword: false });
    const { sent } = streamServer(problem(403, 'You do not have permission to do this'));
    const refused = follow();
    await refused.done;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });
});

describe('reading a declared stream call', () => {
  it('parses each event with the call’s schema, skipping one that does not fit', async () => {
    const stream = fakeEventStream();
    streamServer(stream);
    const stop = new AbortController();
    const events: unknown[] = [];
    const done = readCallEvents(calls.Ride.RideUpdates, {
      signal: stop.signal,
      onEvent: (event) => events.push(event),
    });
    await tick();
    stream.send({ Id: 7, RideStatus: 3, RideStatusName: 'Arrived' });
    stream.send({ Id: 'seven' });
    stream.write('data: not json\n\n');
    await tick();
    expect(events).toEqual([{ Id: 7, RideStatus: 3, RideStatusName: 'Arrived' }]);
    stop.abort();
    await done;
  });
});
