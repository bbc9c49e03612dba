import { calls } from '@wayfare/contracts';
import { callerOf } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { findRecords } from './find-records.service.ts';

/** Issue 32: the admin header's search. */
export const searchHandlers = handlersFor(calls.Search, (db: Db) => ({
  FindRecords: ({ query, request }) => findRecords(db, { q: query.q, caller: callerOf(request) }),
}));
