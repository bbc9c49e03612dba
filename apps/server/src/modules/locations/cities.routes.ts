import {
  city,
  cityList,
  cityRowList,
  createCityRequest,
  getActiveCitiesQuery,
  getCitiesQuery,
  locationIdRequest,
  messageReply,
  updateCityRequest,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { access } from '../../http/access.ts';
import { sendList, typed } from '../../http/api.ts';
import {
  createCity,
  deleteCity,
  listActiveCities,
  listCities,
  setCityEnabled,
  updateCity,
} from './cities.service.ts';
import { locationAdmin } from './locations.access.ts';

const tags = ['City'];

/** Like the state calls (see states.routes.ts), each city call answers under Country/ and City/. */
export const CITY_AREAS = ['Country', 'City'] as const;

export function registerCityRoutes(app: FastifyInstance, db: Db) {
  const api = typed(app);
  for (const area of CITY_AREAS) {
    api.get(`/api/${area}/GetCities`, {
      config: { access: locationAdmin('view') },
      schema: { tags, querystring: getCitiesQuery, response: { 200: cityRowList } },
      handler: async (request, reply) => sendList(reply, await listCities(db, request.query)),
    });

    // Not in spec 001 §7: public like GetActiveStates, for forms that ask for a city.
    api.get(`/api/${area}/GetActiveCities`, {
      config: { access: access.public },
      schema: { tags, querystring: getActiveCitiesQuery, response: { 200: cityList } },
      handler: async (request, reply) => {
        const rows = await listActiveCities(db, request.query);
        return sendList(reply, { rows, total: rows.length });
      },
    });

    api.post(`/api/${area}/CreateCity`, {
      config: { access: locationAdmin('create') },
      schema: { tags, body: createCityRequest, response: { 200: city } },
      handler: (request) => createCity(db, request.body),
    });

    api.post(`/api/${area}/UpdateCity`, {
      config: { access: locationAdmin('edit') },
      schema: { tags, body: updateCityRequest, response: { 200: city } },
      handler: (request) => updateCity(db, request.body),
    });

    api.post(`/api/${area}/DeleteCity`, {
      config: { access: locationAdmin('delete') },
      schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
      handler: (request) => deleteCity(db, request.body),
    });

    api.post(`/api/${area}/EnableCity`, {
      config: { access: locationAdmin('edit') },
      schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
      handler: (request) => setCityEnabled(db, { Id: request.body.Id, enable: true }),
    });

    api.post(`/api/${area}/DisableCity`, {
      config: { access: locationAdmin('edit') },
      schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
      handler: (request) => setCityEnabled(db, { Id: request.body.Id, enable: false }),
    });
  }
}
