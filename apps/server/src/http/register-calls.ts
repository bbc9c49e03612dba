import fastifyMultipart from '@fastify/multipart';
import {
  type AdminAccess,
  type CallDeclaration,
  callMethods,
  callPath,
  callPaths,
  EVENT_STREAM_TYPE,
  endpointNames,
  fullAdministratorConditions,
  isForFullAdministrators,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type RowOf,
  rightsAdmitting,
  TOTAL_COUNT_HEADER,
} from '@wayfare/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { type EventFeed, endStreams, type OpenStreams, sendEventStream } from './event-stream.ts';
import { runWithIdempotencyClaim } from './idempotent-reply.ts';
import type { PageHeadSource } from './page-heads.ts';
import type { SitemapSource } from './site-files.ts';

/**
 * The server side of the call declarations (packages/contracts/src/calls): every declared call is
 * registered here, with its route, access, validation, reply check and OpenAPI entry taken from its
 * declaration; a module supplies only one handler per call.
 */

/** What a handler receives: the validated query and body its call declares, and the request and reply. */
export type HandlerInput<C> = { request: FastifyRequest; reply: FastifyReply } & (C extends {
  readonly query: z.ZodType;
}
  ? { query: ParsedQueryOf<C> }
  : unknown) &
  (C extends { readonly body: z.ZodType } ? { body: ParsedBodyOf<C> } : unknown) &
  (C extends { readonly rawBody: object } ? { body: Buffer } : unknown);

/**
 * What a handler returns, by its reply kind: a list's page of rows with the total, a sentence, a file,
 * the JSON value, or for a stream the feed of its events.
 */
export type HandlerResult<C> = C extends { readonly reply: infer R }
  ? R extends { readonly kind: 'list' }
    ? { rows: RowOf<C>[]; total: number }
    : R extends { readonly kind: 'text' }
      ? string
      : R extends { readonly kind: 'file' }
        ? Buffer | NodeJS.ReadableStream
        : R extends { readonly kind: 'json'; readonly schema: infer S extends z.ZodType }
          ? z.input<S>
          : R extends { readonly kind: 'stream'; readonly event: infer E extends z.ZodType }
            ? EventFeed<z.input<E>>
            : never
  : never;

export type CallHandler<C> = (input: HandlerInput<C>) => Promise<HandlerResult<C>> | HandlerResult<C>;

type Area = Readonly<Record<string, CallDeclaration>>;

/**
 * One handler for every call of an area, but its CSV exports and its bulk calls (issue 32), which one
 * generic handler each serves for every area (modules/csv-export, modules/bulk).
 */
export type AreaHandlers<A extends Area> = {
  [K in keyof A as A[K] extends { readonly csv: object } | { readonly rowCall: object }
    ? never
    : K]: CallHandler<A[K]>;
};

/** An area's calls with their handlers, ready to register. */
export type BoundHandlers = { readonly calls: Area; readonly handlers: Readonly<Record<string, unknown>> };

/**
 * The handler map of an area, typed from its declarations, made from what its handlers share
 * (the app's context, or a module's own dependencies such as the file storage).
 */
export function handlersFor<const A extends Area, D>(calls: A, make: (deps: D) => AreaHandlers<A>) {
  return (deps: D): BoundHandlers => ({ calls, handlers: make(deps) });
}

/**
 * Calls of many areas that one generic handler serves (issue 32: every CSV export, every bulk call),
 * each bound to its own declaration and grouped by area as the registrar takes them.
 */
export function sharedHandlers<C extends CallDeclaration>(
  served: readonly C[],
  handlerOf: (call: C) => unknown,
): BoundHandlers[] {
  const byArea = new Map<string, C[]>();
  for (const call of served) byArea.set(call.area, [...(byArea.get(call.area) ?? []), call]);
  return [...byArea.values()].map((areaCalls) => ({
    calls: Object.fromEntries(areaCalls.map((call) => [call.action, call])),
    handlers: Object.fromEntries(areaCalls.map((call) => [call.action, handlerOf(call)])),
  }));
}

/**
 * A module as the app starts it: the handler maps of its areas, and the setup of anything else it
 * needs (routes outside /api, background work, hooks to close what it opened).
 */
export type ModuleParts = {
  readonly handlers?: readonly BoundHandlers[];
  readonly setup?: (app: FastifyInstance) => void | Promise<void>;
  /** Pages the module adds to /sitemap.xml (the blog's published articles). */
  readonly sitemap?: readonly SitemapSource[];
  /** The titles and link previews the module fills into the web app's HTML for its public pages. */
  readonly pageHeads?: readonly PageHeadSource[];
};
export type ApiModule<Ctx> = (ctx: Ctx) => ModuleParts;

const MULTIPART = 'multipart/form-data';

/** The extension that marks, in the OpenAPI document, a call kept to full administrators. */
export const FULL_ADMINISTRATORS_ONLY_EXTENSION = 'x-full-administrators-only';
/**
 * The extension that lists, in the OpenAPI document, when a call is kept to full administrators: the
 * words of each declared condition (`fullAdministratorsWhen`).
 */
export const FULL_ADMINISTRATORS_ONLY_WHEN_EXTENSION = 'x-full-administrators-only-when';

/** The words of the conditions under which a call is kept to full administrators, if any. */
const fullAdministratorsOnlyWhen = (access: AdminAccess) =>
  access.fullAdministratorsWhen?.conditions.map((condition) => fullAdministratorConditions[condition]);

function describeAccess(call: CallDeclaration) {
  const { access } = call;
  if (access.kind === 'public') return 'Public: no token needed.';
  if (access.kind === 'signedIn') return 'Signed in: any valid bearer token.';
  const endpoint = rightsAdmitting(access)
    .map((right) => `${right.action} on the ${endpointNames[right.endpoint]} endpoint (id ${right.endpoint})`)
    .join(', or ');
  if (access.fullAdministratorsOnly) {
    return `Full administrators only (AllowAllEndPoints): a role's rights are not enough, not even ${endpoint}.`;
  }
  const when = fullAdministratorsOnlyWhen(access);
  const allowed = `Administrators whose role allows ${endpoint}.`;
  if (!when) return allowed;
  return `${allowed} A full administrator (AllowAllEndPoints) is needed all the same when ${when.join(', or when ')}.`;
}

/**
 * The multipart form's fields for the documentation (the handler reads the form; it is not validated
 * here), each with the value it takes when left out.
 */
function describeMultipart(fields: z.ZodType) {
  const schema = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  const parsedEmpty = fields.safeParse({});
  const defaults = (parsedEmpty.success ? parsedEmpty.data : {}) as Record<string, unknown>;
  const names = Object.keys(schema.properties ?? {}).map((name) => {
    const fallback = defaults[name];
    return fallback === undefined || fallback === '' ? name : `${name} (default ${String(fallback)})`;
  });
  return `${MULTIPART}: File, ${names.join(', ')}`;
}

function routeSchema(call: CallDeclaration): FastifySchema {
  const description = [
    call.multipart ? describeMultipart(call.multipart) : undefined,
    call.rawBody ? `Raw body, read as sent: ${call.rawBody.description}` : undefined,
    describeAccess(call),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    tags: [call.area],
    ...(call.summary ? { summary: call.summary } : {}),
    description,
    // Public calls need no token; every other call a bearer token (the document's default).
    security: call.access.kind === 'public' ? [] : [{ bearer: [] }],
    ...(isForFullAdministrators(call) ? { [FULL_ADMINISTRATORS_ONLY_EXTENSION]: true } : {}),
    ...(call.access.kind === 'admin' && call.access.fullAdministratorsWhen
      ? { [FULL_ADMINISTRATORS_ONLY_WHEN_EXTENSION]: fullAdministratorsOnlyWhen(call.access) }
      : {}),
    ...(call.multipart ? { consumes: [MULTIPART] } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: {
      200:
        call.reply.kind === 'stream'
          ? {
              description: "A stream of events, each event's data one JSON value of this schema",
              content: { [EVENT_STREAM_TYPE]: { schema: call.reply.event } },
            }
          : call.reply.schema,
    },
  };
}

/** A raw-body call's bytes as sent; none (no body, or no content type) is empty. */
const rawBodyOf = (request: FastifyRequest) =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

/** How the registrar answers stream calls. */
export type StreamOptions = {
  heartbeatMs: number;
  /** Where the open streams are kept (the app's, so its metrics can count them); else a set of its own. */
  open?: OpenStreams;
};

function routeOf(
  call: CallDeclaration,
  path: string,
  handler: CallHandler<CallDeclaration>,
  streams: StreamOptions & { open: OpenStreams },
): RouteOptions {
  return {
    method: callMethods(call),
    url: `/api/${path}`,
    config: {
      access: call.access,
      call,
      ...(call.idempotent === undefined ? {} : { idempotent: call.idempotent }),
    },
    // A compressor holds the events back to fill its blocks.
    ...(call.reply.kind === 'stream' ? { compress: false } : {}),
    schema: routeSchema(call),
    handler: async (request, reply) => {
      const input = {
        request,
        reply,
        query: request.query,
        body: call.rawBody ? rawBodyOf(request) : request.body,
      } as HandlerInput<CallDeclaration>;
      const result: unknown = await runWithIdempotencyClaim(request.idempotencyClaim, () => handler(input));
      switch (call.reply.kind) {
        case 'list': {
          // spec: lists are JSON arrays with the total in X-Total-Count.
          const page = result as { rows: unknown[]; total: number };
          reply.header(TOTAL_COUNT_HEADER, String(page.total));
          return page.rows;
        }
        case 'text':
          return reply.type('text/plain; charset=utf-8').send(result);
        case 'file':
          return reply.send(result);
        case 'stream':
          return sendEventStream(request, reply, {
            feed: result as EventFeed<unknown>,
            event: call.reply.event,
            heartbeatMs: streams.heartbeatMs,
            open: streams.open,
          });
        default:
          return result;
      }
    },
  };
}

/** Pairs every declared call with its handler; refuses to start on a call without one or a handler without a call. */
function pairHandlers(declared: readonly CallDeclaration[], bound: readonly BoundHandlers[]) {
  const declaredPaths = new Set(declared.map(callPath));
  const handlers = new Map<string, { call: CallDeclaration; handler: CallHandler<CallDeclaration> }>();
  const problems: string[] = [];
  for (const { calls, handlers: map } of bound) {
    for (const [action, handler] of Object.entries(map)) {
      const call = calls[action];
      const path = call ? callPath(call) : `${Object.values(calls)[0]?.area ?? '?'}/${action}`;
      if (!call || !declaredPaths.has(path)) {
        problems.push(`${path} has a handler but is not a declared call (allCalls in @wayfare/contracts)`);
      } else if (handlers.has(path)) {
        problems.push(`${path} has two handlers`);
      } else {
        handlers.set(path, { call, handler: handler as CallHandler<CallDeclaration> });
      }
    }
  }
  for (const path of declaredPaths) {
    if (!handlers.has(path)) problems.push(`${path} is declared but has no handler`);
  }
  if (problems.length > 0)
    throw new Error(`The API's calls and handlers do not match:\n${problems.join('\n')}`);
  return [...handlers.values()];
}

/** How a call's body is read: JSON (the app's parser), a multipart form, or the raw bytes. */
type BodyReading = 'json' | 'multipart' | 'raw';
const bodyReadingOf = (call: CallDeclaration): BodyReading =>
  call.multipart ? 'multipart' : call.rawBody ? 'raw' : 'json';

/**
 * Registers every declared call under each of its paths. Calls with a multipart form are registered
 * in their own scope, the only one that parses multipart/form-data; calls with a raw body in another,
 * where every body, whatever its type, is kept as the bytes sent. The streams still open when the
 * app closes are ended first, so closing waits for none of them.
 */
export async function registerCalls(
  app: FastifyInstance,
  declared: readonly CallDeclaration[],
  bound: readonly BoundHandlers[],
  options: StreamOptions,
) {
  const paired = pairHandlers(declared, bound);
  const streams = { ...options, open: options.open ?? (new Set() as OpenStreams) };
  app.addHook('preClose', () => endStreams(streams.open));
  const register = (scope: FastifyInstance, reading: BodyReading) => {
    for (const { call, handler } of paired) {
      if (bodyReadingOf(call) !== reading) continue;
      for (const path of callPaths(call)) scope.route(routeOf(call, path, handler, streams));
    }
  };
  register(app, 'json');
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { throwFileSizeLimit: true });
    register(uploads, 'multipart');
  });
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    register(raw, 'raw');
  });
}
