import { access, defineArea, reply } from '../call.ts';
import { getMyAdminEndPointsReply, siteSettingsReply } from '../settings.ts';

export const settingsCalls = defineArea('Settings', {
  /** spec 000 §6: the endpoints the caller may use, with the actions allowed on each. */
  GetMyAdminEndPoints: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(getMyAdminEndPointsReply),
    summary: 'The admin endpoints the caller may use, with the actions allowed on each.',
  },
  /** The site's public settings: the mobile store links of the home page (APP_STORE_URL, PLAY_STORE_URL). */
  GetSiteSettings: {
    method: 'GET',
    access: access.public,
    reply: reply.json(siteSettingsReply),
    summary: "The site's public settings: the mobile store links.",
  },
});
