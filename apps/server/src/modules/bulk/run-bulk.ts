import {
  type BulkCall,
  type BulkFailure,
  type BulkReply,
  callPath,
  PROBLEM_CONTENT_TYPE,
  type ProblemDetails,
} from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import { callerHeaders, type InProcessFetch } from '../../http/in-process-fetch.ts';

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
  const headers = { 'content-type': 'application/json', ...callerHeaders(input.request) };
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
