import { z } from 'zod';

/** One endpoint the caller may use, with the actions allowed on it (spec 001 §3, admin role). */
export const permittedEndpoint = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CanView: z.boolean(),
  CanModifyCreate: z.boolean(),
  CanModifyEdit: z.boolean(),
  CanModifyDelete: z.boolean(),
});
export type PermittedEndpoint = z.infer<typeof permittedEndpoint>;

export const getMyAdminEndPointsReply = z.array(permittedEndpoint);

/**
 * The site's public settings (spec 000 §2.1): the app's pages on the two stores, null until configured;
 * and (issue 19 §2) the card providers' inline scripts the invoice page loads on demand (a path on the
 * site itself in test mode, where the fake gateway serves them); and (issue 31) the live map's tiles.
 */
export const siteSettingsReply = z.object({
  AppStoreUrl: z.string().nullable(),
  PlayStoreUrl: z.string().nullable(),
  PaystackInlineScriptUrl: z.string(),
  FlutterwaveInlineScriptUrl: z.string(),
  /** issue 31: the live map's tile address ({z}/{x}/{y}) and the credit its provider asks for (HTML). */
  MapTileUrl: z.string(),
  MapTileAttribution: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsReply>;
