import { access, defineArea, reply } from '../call.ts';
import { Endpoint } from '../permissions.ts';
import { findRecordsQuery, foundRecords } from '../search.ts';

/**
 * Issue 32: the admin header's search, for every administrator; each group is searched only for who
 * may call its list (the search module asks the list call's own declared access), so a group the
 * caller may not see is neither answered nor queried.
 */
export const searchCalls = defineArea('Search', {
  FindRecords: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    query: findRecordsQuery,
    reply: reply.json(foundRecords),
    summary:
      'Finds rides, people, cars, orders and payments by a ride id, phone, plate, WF- order id, e-mail or name: at most five of each, grouped, only the groups whose list the caller may call.',
  },
});
