import { getMyAdminEndPointsReply } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.ts';
import { typed } from '../../http/api.ts';
import { unauthorized } from '../../http/errors.ts';
import { permittedEndpoints } from '../accounts/principal.service.ts';

export function registerSettingsRoutes(app: FastifyInstance) {
  typed(app).get('/api/Settings/GetMyAdminEndPoints', {
    config: { access: access.signedIn },
    schema: { tags: ['Settings'], response: { 200: getMyAdminEndPointsReply } },
    // The guard has loaded the caller with their rights: no further query is needed.
    handler: async (request) => {
      if (!request.principal) throw unauthorized();
      return permittedEndpoints(request.principal);
    },
  });
}
