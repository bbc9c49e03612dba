/**
 * The simulator's one way to the server: the real HTTP API, as a phone app calls it (JSON in, JSON
 * out, a bearer token). A refusal is a SimulatorApiError carrying the problem details.
 */
export class SimulatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: { title?: string } | undefined,
    call: string,
  ) {
    super(`${call} answered ${status}: ${problem?.title ?? ''}`);
  }
}

export type SimulatorApi = ReturnType<typeof simulatorApi>;

type Query = Record<string, string | number | boolean | undefined>;

export function simulatorApi(baseUrl: string) {
  const root = baseUrl.replace(/\/+$/, '');
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    input: { token?: string | undefined; body?: unknown; query?: Query; form?: FormData } = {},
  ): Promise<T> {
    const search = new URLSearchParams(
      Object.entries(input.query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const headers: Record<string, string> = input.token ? { Authorization: `Bearer ${input.token}` } : {};
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${root}/api/${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: input.form ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (!response.ok) throw new SimulatorApiError(response.status, parsed, `${method} ${path}`);
    return parsed as T;
  }
  return {
    baseUrl: root,
    get: <T>(path: string, token?: string, query?: Query) => call<T>('GET', path, { token, query }),
    post: <T>(path: string, token?: string, body?: unknown) => call<T>('POST', path, { token, body }),
    upload: <T>(path: string, token: string, form: FormData) => call<T>('POST', path, { token, form }),
  };
}
