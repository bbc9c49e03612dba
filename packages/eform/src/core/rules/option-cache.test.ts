import { describe, expect, it, vi } from 'vitest';
import { createOptionCache } from './option-cache.ts';

describe('spec 000 §4: option loads are cached per address for the session', () => {
  it('fetches an address once and shares a load in flight', async () => {
    const cache = createOptionCache();
    const fetch = vi.fn(async (address: string) => [{ Id: 1, Name: address }]);
    const [a, b] = await Promise.all([cache.load('Car/List', fetch), cache.load('Car/List', fetch)]);
    await cache.load('Car/List', fetch);
    await cache.load('Car/List?page=1&pageSize=20', fetch);
    expect(a).toBe(b);
    expect(fetch.mock.calls.map(([address]) => address)).toEqual(['Car/List', 'Car/List?page=1&pageSize=20']);
  });

  it('forgets a failed load so the next attempt fetches again', async () => {
    const cache = createOptionCache();
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([1]);
    await expect(cache.load('Car/List', fetch)).rejects.toThrow('offline');
    await expect(cache.load('Car/List', fetch)).resolves.toEqual([1]);
  });

  it('refuses a reply that is not a list', async () => {
    const cache = createOptionCache();
    await expect(cache.load('Car/List', async () => ({ rows: [] }) as never)).rejects.toThrow(
      'The options of Car/List are not a list',
    );
  });
});
