import {
  type CallDeclaration,
  type CallInput,
  callPath,
  type MultipartOf,
  type ReplyOf,
} from '@wayfare/contracts';
import { apiCall, apiUpload, type Query } from './api-client.ts';

/**
 * The input of a call: its query and/or body as the declaration types them, an abort signal, and the
 * Idempotency-Key to send when the caller keeps its own (else each POST or PUT gets a new one).
 */
export type CallArgs<C> = CallInput<C> & { signal?: AbortSignal; idempotencyKey?: string };

/** No argument is needed for a call that takes neither query nor body. */
export type CallArgsTuple<C> = keyof CallInput<C> extends never ? [args?: CallArgs<C>] : [args: CallArgs<C>];

const responseTypes = { json: 'json', list: 'json', text: 'text', file: 'blob' } as const;

/**
 * Makes a declared call (packages/contracts/src/calls): the path, method, reply kind and the types of
 * what is sent and received all come from the declaration, so a wrong path or property is a compile
 * error. Lists answer `{ rows, total }` (total from X-Total-Count).
 */
export function callApi<C extends CallDeclaration>(
  call: C,
  ...[args]: CallArgsTuple<C>
): Promise<ReplyOf<C>> {
  return sendCall(call, args ?? {}) as Promise<ReplyOf<C>>;
}

/** The untyped core of callApi, for the query and mutation factories whose input is generic. */
export async function sendCall(
  call: CallDeclaration,
  {
    query,
    body,
    signal,
    idempotencyKey,
  }: { query?: unknown; body?: unknown; signal?: AbortSignal; idempotencyKey?: string },
): Promise<unknown> {
  // A stream is read event by event, not answered once.
  if (call.reply.kind === 'stream')
    throw new Error(`${callPath(call)} is a stream: read it with readCallEvents`);
  const { data, total } = await apiCall<unknown>(callPath(call), {
    method: call.method,
    query: query as Query | undefined,
    body: call.method === 'GET' ? undefined : (body ?? {}),
    responseType: responseTypes[call.reply.kind],
    signal,
    idempotencyKey,
  });
  if (call.reply.kind === 'list') {
    const rows = data as unknown[];
    return { rows, total: total ?? rows.length };
  }
  return data;
}

/** spec 000 §7: an upload call (multipart/form-data, the file as the part File), its progress reported. */
export function callUpload<C extends CallDeclaration & { multipart: unknown }>(
  call: C,
  file: Blob & { name?: string },
  fields: MultipartOf<C>,
  onProgress?: (percent: number) => void,
): Promise<ReplyOf<C>> {
  const form = new FormData();
  // A File goes as it is (its own name, the very object chosen); a bare Blob under the name it was given.
  if (file instanceof File) form.append('File', file);
  else form.append('File', file, file.name);
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return apiUpload<ReplyOf<C>>(callPath(call), form, onProgress);
}
