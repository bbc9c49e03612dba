import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  createCity,
  deleteCity,
  listActiveCities,
  listCities,
  setCityEnabled,
  updateCity,
} from './cities.service.ts';

/** spec 001 §7: the City calls (declared to answer under Country/ as well). */
export const cityHandlers = handlersFor(calls.City, (db: Db) => ({
  GetCities: ({ query }) => listCities(db, query),
  GetActiveCities: ({ query }) => listActiveCities(db, query),
  CreateCity: ({ body, request }) => createCity(db, { ...body, by: callerId(request) }),
  UpdateCity: ({ body, request }) => updateCity(db, { ...body, by: callerId(request) }),
  DeleteCity: ({ body, request }) => deleteCity(db, { ...body, by: callerId(request) }),
  EnableCity: ({ body, request }) => setCityEnabled(db, { Id: body.Id, enable: true, by: callerId(request) }),
  DisableCity: ({ body, request }) =>
    setCityEnabled(db, { Id: body.Id, enable: false, by: callerId(request) }),
}));
