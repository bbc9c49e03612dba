import {
  type BulkCall,
  type BulkFailure,
  type BulkReply,
  callPath,
  PROBLEM_CONTENT_TYPE,
  type ProblemDetails,
} from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import type { InProcessFetch } from '../../http/in-process-fetch.ts';

/**
 * What goes with each row call: the caller's own token (so the row call's guard and its conditions on
 * the data ask the caller's rights, not the server's) and their language. Nothing else: the bulk call's
 * Idempotency-Key is the bulk call's, answered once for all its rows.
 */
const forwardedHeaders = (request: FastifyRequest) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of ['authorization', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
};

/** A failed row call's problem, in the report's words; a reply that is not a problem still has its status. */
async function failureOf(id: BulkFailure['Id'], response: Response): Promise<BulkFailure> {
  const isProblem = (response.headers.get('content-type') ?? '').includes(PROBLEM_CONTENT_TYPE);
  const problem: Partial<ProblemDetails> = isProblem
    ? ((await response.json()) as Partial<ProblemDetails>)
    : {};
  const byProperty = Object.values(problem.errors ?? {}).flat();
  return {
    Id: id,
    Status: response.status,
    Title: problem.title || response.statusText || `Status ${response.status}`,
    Detail: byProperty.length > 0 ? byProperty.join(' ') : null,
  };
}

/**
 * Issue 32: a bulk call made as its row call once per id, one after the other, through the server's own
 * routes (the row call's guard, validation, service, transaction and activity entry, as when a person
 * clicks it on each row). A row that fails does not undo the others: its problem is reported.
 */
export async function runBulk(
  fetchApi: InProcessFetch,
  input: { call: BulkCall; request: FastifyRequest; ids: readonly BulkFailure['Id'][] },
): Promise<BulkReply> {
  const url = `/api/${callPath(input.call.rowCall)}`;
  const headers = forwardedHeaders(input.request);
  const report: BulkReply = { Succeeded: 0, Failed: [] };
  for (const id of input.ids) {
    const response = await fetchApi(url, { method: 'POST', headers, body: JSON.stringify({ Id: id }) });
    if (response.ok) {
      report.Succeeded += 1;
      await response.body?.cancel();
    } else {
      report.Failed.push(await failureOf(id, response));
    }
  }
  return report;
}
