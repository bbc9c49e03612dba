import {
  createStateRequest,
  getActiveStatesQuery,
  getStatesQuery,
  locationIdRequest,
  messageReply,
  state,
  stateList,
  stateRowList,
  updateStateRequest,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { access } from '../../http/access.ts';
import { sendList, typed } from '../../http/api.ts';
import { locationAdmin } from './locations.access.ts';
import {
  createState,
  deleteState,
  listActiveStates,
  listStates,
  setStateEnabled,
  updateState,
} from './states.service.ts';

const tags = ['State'];

/**
 * spec 001 §7 lists the state calls under "Country/State/City" and spec 000 §7 names Country, State
 * and City as areas, so a client may call either Country/GetStates or State/GetStates: each state
 * call answers under both areas, served by the one service.
 */
export const STATE_AREAS = ['Country', 'State'] as const;

export function registerStateRoutes(app: FastifyInstance, db: Db) {
  const api = typed(app);
  for (const area of STATE_AREAS) {
    api.get(`/api/${area}/GetStates`, {
      config: { access: locationAdmin('view') },
      schema: { tags, querystring: getStatesQuery, response: { 200: stateRowList } },
      handler: async (request, reply) => sendList(reply, await listStates(db, request.query)),
    });

    // Public: registration and other forms offer the enabled states of the chosen country.
    api.get(`/api/${area}/GetActiveStates`, {
      config: { access: access.public },
      schema: { tags, querystring: getActiveStatesQuery, response: { 200: stateList } },
      handler: async (request, reply) => {
        const rows = await listActiveStates(db, request.query);
        return sendList(reply, { rows, total: rows.length });
      },
    });

    api.post(`/api/${area}/CreateState`, {
      config: { access: locationAdmin('create') },
      schema: { tags, body: createStateRequest, response: { 200: state } },
      handler: (request) => createState(db, request.body),
    });

    api.post(`/api/${area}/UpdateState`, {
      config: { access: locationAdmin('edit') },
      schema: { tags, body: updateStateRequest, response: { 200: state } },
      handler: (request) => updateState(db, request.body),
    });

    api.post(`/api/${area}/DeleteState`, {
      config: { access: locationAdmin('delete') },
      schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
      handler: (request) => deleteState(db, request.body),
    });

    api.post(`/api/${area}/EnableState`, {
      config: { access: locationAdmin('edit') },
      schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
      handler: (request) => setStateEnabled(db, { Id: request.body.Id, enable: true }),
    });

    api.post(`/api/${area}/DisableState`, {
      config: { access: locationAdmin('edit') },
      schema: { tags, body: locationIdRequest, response: { 200: messageReply } },
      handler: (request) => setStateEnabled(db, { Id: request.body.Id, enable: false }),
    });
  }
}
