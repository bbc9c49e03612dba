import { calls } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  createCountry,
  deleteCountry,
  listActiveCountries,
  listCountries,
  setCountryEnabled,
  updateCountry,
} from './countries.service.ts';

/** spec 001 §7: the Country calls. */
export const countryHandlers = handlersFor(calls.Country, (db: Db) => ({
  GetCountries: ({ query }) => listCountries(db, query),
  GetActiveCountries: () => listActiveCountries(db),
  CreateCountry: ({ body }) => createCountry(db, body),
  UpdateCountry: ({ body }) => updateCountry(db, body),
  DeleteCountry: ({ body }) => deleteCountry(db, body),
  EnableCountry: ({ body }) => setCountryEnabled(db, { Id: body.Id, enable: true }),
  DisableCountry: ({ body }) => setCountryEnabled(db, { Id: body.Id, enable: false }),
}));
