import {
  type CallDeclaration,
  callPaths,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ReplyOf,
  TOTAL_COUNT_HEADER,
} from '@wayfare/contracts';
import type { z } from 'zod';
import { type MockReply, mockApi, problem, type SentRequest } from './mock-api.ts';

/** What a fake handler receives: the query and body parsed by the call's own schemas, as the server would. */
export type FakeRequest<C> = { query: ParsedQueryOf<C>; body: ParsedBodyOf<C>; sent: SentRequest };
/** A fake handler answers the call's reply type, or a problem (`problem(409, …)`), or an Error (network). */
export type FakeHandler<C> = (request: FakeRequest<C>) => ReplyOf<C> | MockReply | Promise<never>;
export type FakeAnswer = { call: CallDeclaration; handler: FakeHandler<never> };

/** One call of a fake server, typed by its declaration. */
export const answer = <C extends CallDeclaration>(call: C, handler: FakeHandler<C>): FakeAnswer => ({
  call,
  handler: handler as FakeHandler<never>,
});

/** A static file the web app serves beside the API (e.g. '/countries.json'), answered with its JSON. */
export type FakeFile = { file: string; body: unknown };
export const staticFile = (file: string, body: unknown): FakeFile => ({ file, body });

const isMockReply = (value: unknown): value is MockReply =>
  value instanceof Error || (typeof value === 'object' && value !== null && 'status' in value);

/** A 400 problem for a request the real server would refuse, with its per-property messages. */
function refusal(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '(body)';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return problem(400, error.issues[0]?.message ?? 'The request is not valid', errors);
}

function toMockReply(call: CallDeclaration, result: unknown): MockReply {
  if (isMockReply(result)) return result;
  if (call.reply.kind === 'list') {
    const { rows, total } = result as { rows: unknown[]; total: number };
    return { body: rows, headers: { [TOTAL_COUNT_HEADER]: String(total) } };
  }
  return { body: result };
}

/**
 * A fake server for component tests, built from the call declarations: each request is matched to its
 * call by method and path (every area it answers under), its query and body are checked by the call's
 * schemas (a request the server would refuse gets the server's 400), and the handler's typed reply is
 * sent as the server sends it (lists with X-Total-Count, text replies as text). A later answer to the
 * same call replaces an earlier one, so a shared fake can be adjusted per test. A call nobody answers gets
 * a 404. Returns every request.
 */
export function fakeApi(...answers: (FakeAnswer | FakeFile)[]) {
  const handlers: Record<string, MockReply | ((sent: SentRequest) => MockReply)> = {};
  for (const fake of answers) {
    if ('file' in fake) {
      handlers[`GET ${fake.file}`] = { body: fake.body };
      continue;
    }
    const { call, handler } = fake;
    const respond = (sent: SentRequest): MockReply => {
      const query = call.query?.safeParse(Object.fromEntries(sent.query));
      if (query && !query.success) return refusal(query.error);
      const body = call.body?.safeParse(sent.body);
      if (body && !body.success) return refusal(body.error);
      const result = handler({ query: query?.data as never, body: body?.data as never, sent });
      return toMockReply(call, result);
    };
    for (const path of callPaths(call)) handlers[`${call.method} ${path}`] = respond;
  }
  const api = mockApi(handlers);
  /** The requests sent to one call. */
  const sentTo = (call: CallDeclaration) => {
    const paths = callPaths(call).map((path) => path.toLowerCase());
    return api.sent.filter(
      (request) => request.method === call.method && paths.includes(request.path.toLowerCase()),
    );
  };
  return { ...api, sentTo };
}

export { problem };
