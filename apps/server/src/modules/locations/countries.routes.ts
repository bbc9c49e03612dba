import {
  country,
  countryList,
  createCountryRequest,
  getCountriesQuery,
  locationIdRequest,
  messageReply,
  updateCountryRequest,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { access } from '../../http/access.ts';
import { sendList, typed } from '../../http/api.ts';
import {
  createCountry,
  deleteCountry,
  listActiveCountries,
  listCountries,
  setCountryEnabled,
  updateCountry,
} from './countries.service.ts';
import { locationAdmin } from './locations.access.ts';

const tags = ['Country'];

export function registerCountryRoutes(app: FastifyInstance, db: Db) {
  const api = typed(app);

  api.get('/api/Country/GetCountries', {
    config: { access: locationAdmin('view') },
    schema: { tags, querystring: getCountriesQuery, response: { 200: countryList } },
    handler: async (request, reply) => sendList(reply, await listCountries(db, request.query)),
  });

  // Public: registration and other forms offer the enabled countries.
  api.get('/api/Country/GetActiveCountries', {
    config: { access: access.public },
    schema: { tags, response: { 200: countryList } },
    handler: async (_request, reply) => {
      const rows = await listActiveCountries(db);
      return sendList(reply, { rows, total: rows.length });
    },
  });

  api.post('/api/Country/CreateCountry', {
    config: { access: locationAdmin('create') },
    schema: { tags, body: createCountryRequest, response: { 200: country } },
    handler: (request) => createCountry(db, request.body),
  });

  api.post('/api/Country/UpdateCountry', {
    config: { access: locationAdmin('edit') },
    schema: { tags, body: updateCountryRequest, response: { 200: country } },
    handler: (request) => updateCountry(db, request.body),
  });

  api.post('/api/Country/DeleteCountry', {
    config: { access: locationAdmin('delete') },
    schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
    handler: (request) => deleteCountry(db, request.body),
  });

  api.post('/api/Country/EnableCountry', {
    config: { access: locationAdmin('edit') },
    schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
    handler: (request) => setCountryEnabled(db, { Id: request.body.Id, enable: true }),
  });

  api.post('/api/Country/DisableCountry', {
    config: { access: locationAdmin('edit') },
    schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
    handler: (request) => setCountryEnabled(db, { Id: request.body.Id, enable: false }),
  });
}
