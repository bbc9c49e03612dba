import { type CallDeclaration, callPath, EXPORT_PAGE_SIZE, type ProblemDetails } from '@wayfare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { callerHeaders } from '../../http/in-process-fetch.ts';

/**
 * The pages of a list call, read in-process (`app.inject`) as the caller would read them: with the
 * caller's own token and query, so the list's guard, validation and filters decide, and nothing here
 * knows a list's rules. A page the list refuses is thrown as the same problem.
 */
export async function* listPages(
  app: FastifyInstance,
  request: FastifyRequest,
  list: CallDeclaration,
): AsyncGenerator<unknown[]> {
  // The export's own address carries the list's query (keyword, filters, sort) as the caller wrote it.
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  query.delete('page');
  query.delete('pageSize');
  query.set('pageSize', String(EXPORT_PAGE_SIZE));
  const headers = callerHeaders(request);
  for (let page = 0; ; page += 1) {
    query.set('page', String(page));
    const reply = await app.inject({ method: 'GET', url: `/api/${callPath(list)}?${query}`, headers });
    if (reply.statusCode !== 200) throw problemOf(reply.statusCode, reply.body);
    const rows = JSON.parse(reply.body) as unknown[];
    yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

function problemOf(status: number, body: string) {
  try {
    const problem = JSON.parse(body) as Partial<ProblemDetails>;
    return new AppError(status, problem.title ?? 'The list could not be read', problem.errors);
  } catch {
    return new AppError(status, 'The list could not be read');
  }
}
