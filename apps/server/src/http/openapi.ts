import type { SwaggerOptions } from '@fastify/swagger';
import { type CallDeclaration, PROBLEM_CONTENT_TYPE, problemDetails } from '@wayfare/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared call the route answers (register-calls.ts), for its OpenAPI entry. */
    call?: CallDeclaration;
  }
}

/** What each problem reply means, as the document says it beside the status. */
const problemMeanings: Record<number, string> = {
  400: 'The request is not valid; `errors` lists the messages by property',
  401: 'No valid bearer token (not signed in, or the session has ended), or the sign-in is refused',
  402: 'The card was declined, or the provider refused it: nothing was taken; `detail` says why',
  403: "The caller's role does not allow this",
  404: 'What the request names does not exist, or is not the caller’s to see',
  409: 'The record’s state does not allow this (already done, in use, or taken)',
  413: 'The file or the body is too large',
  415: 'The body is not of a type the call takes',
  429: 'Too many requests; the Retry-After header says how many seconds to wait',
  502: 'The payment or service provider answered with an error',
  503: 'The provider cannot be reached at the moment',
};

/** Whether a call's access asks for more than a signed-in caller (an admin endpoint's action, or more). */
export const needsRights = (call: CallDeclaration) =>
  call.access.kind !== 'public' && call.access.kind !== 'signedIn';

/**
 * The problem replies a call may answer (RFC 9457, application/problem+json): 400 when it takes input,
 * 401 unless it is public, 403 when it needs rights (admin calls), and those its declaration names
 * (`problems`: what its service refuses with).
 */
export function problemStatuses(call: CallDeclaration): number[] {
  const statuses = new Set(call.problems ?? []);
  if (call.query || call.body || call.multipart) statuses.add(400);
  if (call.access.kind !== 'public') statuses.add(401);
  if (needsRights(call)) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

export const PROBLEM_DETAILS_REF = '#/components/schemas/ProblemDetails';

const problemReply = (status: number) => ({
  description: problemMeanings[status] ?? 'A problem',
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: PROBLEM_DETAILS_REF } } },
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each declared call's OpenAPI entry: its schemas as zod gives them, and its problem replies, all of one
 * schema (the document's ProblemDetails). Only the document gets the problem replies: were they in the
 * route's schema, Fastify would also pass every error reply through them.
 */
export function openApiTransform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const call = (input.route as { config?: { call?: CallDeclaration } } | undefined)?.config?.call;
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!call || !schema || schema.hide) return transformed;
  const problems = Object.fromEntries(problemStatuses(call).map((status) => [status, problemReply(status)]));
  return {
    ...transformed,
    schema: { ...schema, response: { ...(schema.response as object), ...problems } },
  };
}

/** The OpenAPI document's head: the bearer scheme, and the one schema of every problem reply. */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: { title: 'Wayfare API', version: '1.0.0', description: 'Calls are /api/{Area}/{Action}.' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ProblemDetails: z.toJSONSchema(problemDetails, { target: 'openapi-3.0' }) as Record<string, unknown>,
      },
    },
    security: [{ bearer: [] }],
  },
  transform: openApiTransform,
};
