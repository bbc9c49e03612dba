import { calls } from '@wayfare/contracts';
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
  CreateCity: ({ body }) => createCity(db, body),
  UpdateCity: ({ body }) => updateCity(db, body),
  DeleteCity: ({ body }) => deleteCity(db, body),
  EnableCity: ({ body }) => setCityEnabled(db, { Id: body.Id, enable: true }),
  DisableCity: ({ body }) => setCityEnabled(db, { Id: body.Id, enable: false }),
}));
