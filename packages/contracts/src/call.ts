import { z } from 'zod';
import type { EndpointId, PermissionAction } from './permissions.ts';

/**
 * A call of the API, declared once: the server registers its route, guard, validation, reply check and
 * OpenAPI entry from it, and the web app calls it through it (`callApi(calls.Country.GetCountries, …)`).
 */

/**
 * Who may make a call (spec 000 §6): anyone, anyone signed in, or an admin holding the endpoint's action;
 * some admin calls are kept to full administrators besides (`access.fullAdmin`), others only when the
 * request meets a declared condition (`access.admin(…, { fullAdministratorsWhen })`).
 */
export type CallAccess = { readonly kind: 'public' } | { readonly kind: 'signedIn' } | AdminAccess;

/** One right a role grants: an action on an endpoint. */
export type AdminRight = { readonly endpoint: EndpointId; readonly action: PermissionAction };

export type AdminAccess = {
  readonly kind: 'admin';
  readonly endpoint: EndpointId;
  readonly action: PermissionAction;
  /**
   * Other rights that admit the caller as well (`access.adminHoldingAny`): a call that serves two
   * endpoints' records, each part to whoever holds its right (the onboarding queue's cars and licences).
   */
  readonly orHolding?: readonly AdminRight[];
  /**
   * Full administrators only (AllowAllEndPoints), whatever a role grants: a sub-admin holding the action
   * is refused all the same, with 403 titled `refusal` (the usual "no permission" when none is given).
   */
  readonly fullAdministratorsOnly?: { readonly refusal?: string };
  /**
   * Full administrators only when the request meets one of these conditions (it depends on the data, so
   * the service asks, through the declaration): a sub-admin is then refused with 403 titled `refusal`.
   */
  readonly fullAdministratorsWhen?: {
    readonly conditions: readonly FullAdministratorCondition[];
    readonly refusal?: string;
  };
};

/**
 * The conditions under which an admin call is kept to full administrators, each with the words the API
 * documentation and the screens use ("Full administrators only when …").
 */
export const fullAdministratorConditions = {
  anotherAdministratorsAccount: "the account is another administrator's",
  adminRoleChange: "the request gives, changes or takes away an account's administrator role",
} as const;
export type FullAdministratorCondition = keyof typeof fullAdministratorConditions;

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  /**
   * An admin call; with `fullAdministratorsWhen`, kept to full administrators when the request meets one
   * of those conditions (`refusal` says why the others are refused).
   */
  admin: (
    endpoint: EndpointId,
    action: PermissionAction,
    only?: { fullAdministratorsWhen: readonly FullAdministratorCondition[]; refusal?: string },
  ): AdminAccess =>
    only === undefined
      ? { kind: 'admin', endpoint, action }
      : {
          kind: 'admin',
          endpoint,
          action,
          fullAdministratorsWhen: {
            conditions: only.fullAdministratorsWhen,
            ...(only.refusal === undefined ? {} : { refusal: only.refusal }),
          },
        },
  /**
   * An admin call for whoever holds any of these rights; the service then serves each part to those
   * holding its own right.
   */
  adminHoldingAny: (first: AdminRight, ...others: AdminRight[]): AdminAccess => ({
    kind: 'admin',
    endpoint: first.endpoint,
    action: first.action,
    orHolding: others,
  }),
  /**
   * An admin call for full administrators only. The endpoint and action still decide who is refused
   * first (a caller without them gets the usual refusal); `refusal` says why the others are refused.
   */
  fullAdmin: (endpoint: EndpointId, action: PermissionAction, refusal?: string) =>
    ({
      kind: 'admin',
      endpoint,
      action,
      fullAdministratorsOnly: refusal === undefined ? {} : { refusal },
    }) as const,
} as const;

/** The rights any one of which admits a caller to an admin call. */
export const rightsAdmitting = (access: AdminAccess): readonly AdminRight[] => [
  { endpoint: access.endpoint, action: access.action },
  ...(access.orHolding ?? []),
];

/** Whether a call is kept to full administrators (the guard refuses everyone else). */
export const isForFullAdministrators = (call: Pick<CallDeclaration, 'access'>) =>
  call.access.kind === 'admin' && call.access.fullAdministratorsOnly !== undefined;

/**
 * Whether a call is kept to full administrators when the request meets `condition`: always for a call
 * kept to them anyway, else when its declaration names the condition.
 */
export const isForFullAdministratorsWhen = (
  call: Pick<CallDeclaration, 'access'>,
  condition: FullAdministratorCondition,
) =>
  isForFullAdministrators(call) ||
  (call.access.kind === 'admin' &&
    (call.access.fullAdministratorsWhen?.conditions.includes(condition) ?? false));

/**
 * What a call answers: a JSON value, a list (JSON array with X-Total-Count), a sentence, a file, or a
 * stream of events (text/event-stream, each event's data one JSON value of `event`).
 */
export type CallReply =
  | { readonly kind: 'json'; readonly schema: z.ZodType }
  | { readonly kind: 'list'; readonly row: z.ZodType; readonly schema: z.ZodType }
  | { readonly kind: 'text'; readonly schema: z.ZodType }
  | { readonly kind: 'file'; readonly schema: z.ZodType }
  | { readonly kind: 'stream'; readonly event: z.ZodType; readonly schema: z.ZodType };

/** The media type of a stream reply (Server-Sent Events). */
export const EVENT_STREAM_TYPE = 'text/event-stream';

export const reply = {
  json: <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const,
  list: <S extends z.ZodType>(row: S) => ({ kind: 'list', row, schema: z.array(row) }) as const,
  /** spec 000 §7: the text-reply calls answer a sentence (text/plain) to show as a success alert. */
  text: {
    kind: 'text',
    schema: z.string().describe('A sentence to show as a success alert (text/plain)'),
  } as const,
  file: { kind: 'file', schema: z.string().describe('The file (binary)') } as const,
  /**
   * A live stream (text/event-stream) that stays open: one event per change, its data `event` as JSON,
   * a comment now and then to keep it open. It ends when the caller's session does; the client then
   * connects again (and should reload what it shows, since it may have missed a change meanwhile).
   */
  stream: <S extends z.ZodType>(event: S) =>
    ({
      kind: 'stream',
      event,
      schema: z.string().describe(`${EVENT_STREAM_TYPE}: each event's data is one JSON value`),
    }) as const,
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as written in an area file; `defineArea` adds its area and action. */
export type CallSpec = {
  readonly method: HttpMethod;
  readonly access: CallAccess;
  readonly reply: CallReply;
  /** The query string's schema (GET calls). */
  readonly query?: z.ZodType;
  /** The JSON body's schema. */
  readonly body?: z.ZodType;
  /** A multipart/form-data body: the schema of its text fields; the file is the part named File. */
  readonly multipart?: z.ZodType;
  /**
   * A body read raw, whatever its content type, and handed to the handler as the bytes sent (a Buffer):
   * a provider's webhook, whose signature covers the bytes. `description` says what it carries.
   */
  readonly rawBody?: { readonly description: string };
  /** Other areas the same call also answers under (spec 001 §7 lists state and city calls under Country). */
  readonly alsoUnder?: readonly string[];
  /** Other HTTP methods the same call also answers to (spec 001 §7 "PUT/POST UpdatePackage"). */
  readonly alsoMethods?: readonly HttpMethod[];
  /** One line for the API documentation. */
  readonly summary?: string;
  /**
   * The problem replies the call's own rules may answer (e.g. 404, 409, 429), for the API documentation;
   * 400 for a call with input, 401 for a call that is not public and 403 for an admin call go without saying.
   */
  readonly problems?: readonly number[];
  /** false: a retried POST runs again rather than answering the remembered reply (e.g. a sign-in). */
  readonly idempotent?: boolean;
};

export type CallDeclaration = CallSpec & { readonly area: string; readonly action: string };

type Declared<A extends string, M extends Record<string, CallSpec>> = {
  readonly [K in keyof M & string]: M[K] & { readonly area: A; readonly action: K };
};

/**
 * The calls of one area, keyed by action, as the spec names them. Free of side effects (the annotation tells
 * the bundler), so a bundle that uses one area of a file leaves out the file's other areas.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineArea<const A extends string, const M extends Record<string, CallSpec>>(
  area: A,
  specs: M,
): Declared<A, M> {
  return Object.fromEntries(
    Object.entries(specs).map(([action, spec]) => [action, { ...spec, area, action }]),
  ) as Declared<A, M>;
}

/** `Area/Action`, the path after /api/. */
export const callPath = (call: Pick<CallDeclaration, 'area' | 'action'>) => `${call.area}/${call.action}`;

/** Every path a call answers under (its own area first). */
export const callPaths = (call: CallDeclaration) =>
  [call.area, ...(call.alsoUnder ?? [])].map((area) => `${area}/${call.action}`);

/** Every HTTP method a call answers to (its own first); clients use `method`. */
export const callMethods = (call: CallDeclaration): HttpMethod[] => [
  call.method,
  ...(call.alsoMethods ?? []),
];

type SchemaOf<C, K extends 'query' | 'body' | 'multipart'> = C extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** What a client sends: the schemas' input types. */
export type QueryOf<C> = z.input<SchemaOf<C, 'query'>>;
export type BodyOf<C> = z.input<SchemaOf<C, 'body'>>;
export type MultipartOf<C> = z.input<SchemaOf<C, 'multipart'>>;
/** What a handler receives once validated: the schemas' output types. */
export type ParsedQueryOf<C> = z.output<SchemaOf<C, 'query'>>;
export type ParsedBodyOf<C> = z.output<SchemaOf<C, 'body'>>;
export type ParsedMultipartOf<C> = z.output<SchemaOf<C, 'multipart'>>;

/** One row of a list call. */
export type RowOf<C> = C extends { readonly reply: { readonly kind: 'list'; readonly row: infer R } }
  ? R extends z.ZodType
    ? z.output<R>
    : never
  : never;

/**
 * What a client receives: a list's rows with the total, a sentence, a file, or the JSON value; never
 * for a stream, which is read event by event (`EventOf`), not answered once.
 */
export type ReplyOf<C> = C extends { readonly reply: infer R }
  ? R extends { readonly kind: 'list'; readonly row: infer Row extends z.ZodType }
    ? { rows: z.output<Row>[]; total: number }
    : R extends { readonly kind: 'text' }
      ? string
      : R extends { readonly kind: 'file' }
        ? Blob
        : R extends { readonly kind: 'json'; readonly schema: infer S extends z.ZodType }
          ? z.output<S>
          : never
  : never;

/** One event of a stream call, as a client reads it. */
export type EventOf<C> = C extends {
  readonly reply: { readonly kind: 'stream'; readonly event: infer E extends z.ZodType };
}
  ? z.output<E>
  : never;

/** A call answering a stream of events. */
export type StreamCall = CallDeclaration & {
  readonly reply: { readonly kind: 'stream'; readonly event: z.ZodType };
};

export const isStreamCall = (call: CallDeclaration): call is StreamCall => call.reply.kind === 'stream';

/** The keys of a call's input object, only those the call declares. */
export type CallInput<C> = (C extends { readonly query: z.ZodType } ? { query: QueryOf<C> } : unknown) &
  (C extends { readonly body: z.ZodType } ? { body: BodyOf<C> } : unknown);
