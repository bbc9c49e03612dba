import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
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
  CreateState: ({ body, request }) => createState(db, { ...body, by: callerId(request) }),
  UpdateState: ({ body, request }) => updateState(db, { ...body, by: callerId(request) }),
  DeleteState: ({ body, request }) => deleteState(db, { ...body, by: callerId(request) }),
  EnableState: ({ body, request }) =>
    setStateEnabled(db, { Id: body.Id, enable: true, by: callerId(request) }),
  DisableState: ({ body, request }) =>
    setStateEnabled(db, { Id: body.Id, enable: false, by: callerId(request) }),
}));
