import { calls } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  createState,
  deleteState,
  listActiveStates,
  listStates,
  setStateEnabled,
  updateState,
} from './states.service.ts';

/** spec 001 §7: the State calls (declared to answer under Country/ as well). */
export const stateHandlers = handlersFor(calls.State, (db: Db) => ({
  GetStates: ({ query }) => listStates(db, query),
  GetActiveStates: ({ query }) => listActiveStates(db, query),
  CreateState: ({ body }) => createState(db, body),
  UpdateState: ({ body }) => updateState(db, body),
  DeleteState: ({ body }) => deleteState(db, body),
  EnableState: ({ body }) => setStateEnabled(db, { Id: body.Id, enable: true }),
  DisableState: ({ body }) => setStateEnabled(db, { Id: body.Id, enable: false }),
}));
