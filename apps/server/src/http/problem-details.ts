import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '@wayfare/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { collectPropertyErrors, type PropertyErrors } from '../property-errors.ts';

export function sendProblem(reply: FastifyReply, problem: ProblemDetails) {
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/** One schema issue as fastify-type-provider-zod reports it: the zod issue, its path as a JSON pointer. */
type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[]; expected?: string };
};

/** Groups schema issues by property ("PhoneNumber", "Items.0.Amount"), as clients show them per field. */
function validationErrors(issues: ValidationIssue[], part: string): PropertyErrors {
  const { errors, add } = collectPropertyErrors();
  for (const issue of issues) {
    // A property the call does not have is reported against that property, in words.
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params?.keys ?? []) add(key, `${key} is not a property of this request`);
      continue;
    }
    const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
    if (path.length === 0 && issue.keyword === 'invalid_type') {
      // The whole body or query has the wrong shape (an array, a string, nothing at all).
      add(part, part === 'body' ? 'Send the request body as a JSON object' : `The ${part} is not valid`);
      continue;
    }
    add(path.length > 0 ? path.join('.') : part, issue.message ?? 'is not valid');
  }
  return errors;
}

const bodyPart = (context: string | undefined) => (context === 'querystring' ? 'query' : (context ?? 'body'));

/** Known Fastify failures that are the client's doing, with what the person can do about them. */
const clientErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    detail: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, detail: 'The Content-Type header is not valid' },
  FST_ERR_BAD_URL: { status: 400, detail: 'The address is not valid: check its %-escapes' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'The address is too long' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: 'Send the file as multipart/form-data' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'The file is too large' },
  FST_PARTS_LIMIT: { status: 413, detail: 'The form has too many parts' },
  FST_FILES_LIMIT: { status: 413, detail: 'Send one file at a time' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'The form has too many fields' },
  FST_PROTO_VIOLATION: {
    status: 400,
    detail: 'A form field may not have the name of a built-in property, such as constructor or toString',
  },
};

/**
 * spec 000 §8: clients show a problem's `title` first, so the title is the sentence a person can act
 * on ('The e-mail address or password is not correct'), not a generic status name; `detail` repeats it
 * for clients that read RFC 9457's occurrence field, and `errors` lists the messages per property.
 */
const problem = (status: number, message: string, errors?: Record<string, string[]>): ProblemDetails => ({
  title: message,
  status,
  detail: message,
  ...(errors ? { errors } : {}),
});

const internalProblem = (request: FastifyRequest): ProblemDetails => ({
  ...problem(500, `Something went wrong on our side. Quote reference ${request.id} if you contact support`),
  instance: request.id,
});

export function problemFromError(error: FastifyError | Error, request: FastifyRequest): ProblemDetails {
  if (error instanceof AppError) return problem(error.status, error.message, error.errors);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = validationErrors(error.validation as ValidationIssue[], bodyPart(error.validationContext));
    return problem(400, Object.values(errors).flat().join(', '), errors);
  }
  const fastifyError = error as FastifyError;
  const known =
    fastifyError.code && Object.hasOwn(clientErrors, fastifyError.code)
      ? clientErrors[fastifyError.code]
      : undefined;
  if (known) return problem(known.status, known.detail);
  const status = fastifyError.statusCode ?? 500;
  // A client error raised by Fastify or a plugin: its message names the problem, never our internals.
  if (status >= 400 && status < 500) return problem(status, fastifyError.message);
  return internalProblem(request);
}

/** The problem for an error; a failure to describe it is itself our 500, logged, never a bare reply. */
function safeProblemFromError(error: FastifyError | Error, request: FastifyRequest): ProblemDetails {
  try {
    return problemFromError(error, request);
  } catch (failure) {
    request.log.error({ err: failure, cause: error }, 'describing an error failed');
    return internalProblem(request);
  }
}

export function registerProblemDetails(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = safeProblemFromError(error, request);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return sendProblem(reply, problem);
  });
}

// A reply Fastify writes before any route (a malformed address) skips the hooks that set these.
export const frameworkReplyHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Fastify's `frameworkErrors` option: failures met before routing, answered like every other error. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem = safeProblemFromError(error, request);
  if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
  reply.headers({ ...frameworkReplyHeaders, 'x-request-id': request.id });
  return sendProblem(reply, problem);
}
