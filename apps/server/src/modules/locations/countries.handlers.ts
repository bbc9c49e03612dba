import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
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
  CreateCountry: ({ body, request }) => createCountry(db, { ...body, by: callerId(request) }),
  UpdateCountry: ({ body, request }) => updateCountry(db, { ...body, by: callerId(request) }),
  DeleteCountry: ({ body, request }) => deleteCountry(db, { ...body, by: callerId(request) }),
  EnableCountry: ({ body, request }) =>
    setCountryEnabled(db, { Id: body.Id, enable: true, by: callerId(request) }),
  DisableCountry: ({ body, request }) =>
    setCountryEnabled(db, { Id: body.Id, enable: false, by: callerId(request) }),
}));
