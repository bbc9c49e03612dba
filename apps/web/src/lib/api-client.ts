import { type FieldLabels, labelledTitle, TOTAL_COUNT_HEADER } from '@wayfare/contracts';
import { errorText } from './error-text.ts';
import { session } from './session.ts';

/** spec 000 §7 and §9: a failed call is retried twice. */
export const RETRIES = 2;
const RETRY_DELAYS_MS = [300, 1000];
const API_BASE = '/api/';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    /** A 401 that has already taken the person to the login page, so there is nothing more to show. */
    readonly redirectedToLogin = false,
    /** A 429's Retry-After: the seconds to wait before asking again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  /** Per-property messages of a validation problem ({Property: [messages]}). */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
  /** The message with the labels of the form that sent the call, in place of its property names. */
  labelledMessage(labels: FieldLabels): string {
    return labelledTitle(this.message, this.fieldErrors, labels);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: Method;
  query?: Query;
  body?: unknown;
  /** Reply as text (the spec's "text-reply variants") or as a file. */
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
  /**
   * A POST's or PUT's Idempotency-Key when the caller keeps one across attempts of its own (a booking's
   * double tap); otherwise each call gets a new one.
   */
  idempotencyKey?: string;
};

let onUnauthorized = (returnPath: string) => {
  window.location.assign(`/account/login/${encodeURIComponent(returnPath)}`);
};
/** The router registers how to go to the login page, so a 401 does not reload the app. */
export const setUnauthorizedHandler = (handler: (returnPath: string) => void) => {
  onUnauthorized = handler;
};

/**
 * How a call reaches the API: the browser's fetch, or, while the server draws a public page
 * (entry-server.tsx, issue 20 §5), the server's own API in-process. That one is anonymous: a public page
 * is drawn for a signed-out visitor, so it carries no token, no anonymous id and meets no 401 hand-off.
 */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
let inProcessFetch: ApiFetch | undefined;
/**
 * The server's render sends the calls of the page it draws through `fetch`: the process's one API, the same
 * for every render (so a process serves one app, as main.ts starts it).
 */
export const sendCallsInProcess = (fetch: ApiFetch) => {
  inProcessFetch = fetch;
};

export function apiUrl(path: string, query?: Query) {
  // The base only parses the path: the address returned is relative to the page's (or, on the server, the API's) origin.
  const url = new URL(API_BASE + path.replace(/^\/+/, ''), 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

export function apiHeaders(): Record<string, string> {
  const { token } = session.get();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    'X-Website-Domain': window.location.hostname,
    'X-Anonymous-Id': session.anonymousId(),
  };
}

/**
 * spec 000 §4 and §7: a 401 signs out and goes to the login page with the way back, unless already on
 * it (there a 401 is a wrong password, whose text shows). Elsewhere under /account too: a session ended
 * while choosing a new password goes to login, not to the signed-out form. Returns whether it left the page.
 */
export function handleUnauthorized() {
  session.expire();
  const { pathname, search } = window.location;
  if (/^\/account\/login(\/|$)/i.test(pathname)) return false;
  onUnauthorized(pathname + search);
  return true;
}

async function readBody(response: Response, responseType: RequestOptions['responseType']) {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  // A failed text-reply call still answers problem details, whose title is the text to show.
  if ((responseType !== 'text' || !response.ok) && contentType.includes('json') && text) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

// Only a failure that may pass is retried: a 4xx (429 included, whose wait is longer than ours) is final.
const isRetryable = (status: number) => status === 0 || status >= 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One call to `/api/{Area}/{Action}`. A POST or PUT carries one Idempotency-Key for all its tries,
 * so a retry can never repeat its effect; a GET is safe to retry as it is.
 */
export async function apiCall<T>(path: string, options: RequestOptions = {}) {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const idempotencyKey =
    method === 'POST' || method === 'PUT' ? (options.idempotencyKey ?? crypto.randomUUID()) : undefined;
  const isForm = options.body instanceof FormData;
  let lastError: ApiError | undefined;
  // In-process there is no network to fail for a moment: a failure is left to the browser, which retries.
  const retries = inProcessFetch ? 0 : RETRIES;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await wait(RETRY_DELAYS_MS[attempt - 1] ?? 1000);
    let response: Response;
    try {
      response = await (inProcessFetch ?? fetch)(apiUrl(path, options.query), {
        method,
        headers: {
          ...(inProcessFetch ? {} : apiHeaders()),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        },
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      lastError = new ApiError(0, errorText(0, undefined), undefined);
      continue;
    }
    const body = await readBody(response, options.responseType);
    if (response.ok) {
      const total = response.headers.get(TOTAL_COUNT_HEADER);
      return { data: body as T, total: total === null ? undefined : Number(total) };
    }
    const redirected = response.status === 401 && !inProcessFetch && handleUnauthorized();
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    lastError = new ApiError(
      response.status,
      errorText(response.status, body),
      body,
      redirected,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
    if (!isRetryable(response.status)) break;
  }
  throw lastError;
}

/**
 * spec 000 §7: an upload is a POST of a form whose progress is reported as it is sent.
 * XMLHttpRequest is used because fetch cannot report upload progress.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Idempotency-Key', crypto.randomUUID());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, errorText(0, undefined), undefined));
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const redirected = request.status === 401 && handleUnauthorized();
      reject(new ApiError(request.status, errorText(request.status, body), body, redirected));
    };
    request.send(form);
  });
}
