import { access, defineArea, reply } from '../call.ts';
import { getMyAdminEndPointsReply } from '../settings.ts';

export const settingsCalls = defineArea('Settings', {
  /** spec 000 §6: the endpoints the caller may use, with the actions allowed on each. */
  GetMyAdminEndPoints: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(getMyAdminEndPointsReply),
  },
});
