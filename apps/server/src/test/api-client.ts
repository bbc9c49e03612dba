import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the holder of a token (or as nobody), sending JSON bodies and query parameters. */
export function apiAs(t: Pick<TestApp, 'app'>, token?: string) {
  const headers = token ? bearer(token) : {};
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    headers,
    call,
    get: (url: string, query: Record<string, string | number> = {}) =>
      t.app.inject({
        method: 'GET',
        url,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers,
      }),
    post: (url: string, payload: object) => call('POST', url, payload),
  };
}
export type ApiClient = ReturnType<typeof apiAs>;

/** A list reply: its rows and the total the X-Total-Count header announces. */
export function listOf<T = Record<string, unknown>>(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as T[], total: Number(response.headers['x-total-count']) };
}

/** A problem-details reply with the given status: its title and per-property messages. */
export function problemOf(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  return response.json() as { title: string; errors?: Record<string, string[]> };
}

export const names = (rows: { Name?: unknown }[]) => rows.map((row) => row.Name);
