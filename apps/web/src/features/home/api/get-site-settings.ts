import { useQuery } from '@tanstack/react-query';
import { settingsCalls } from '@wayfare/contracts';
import { callQuery } from '../../../lib/call-query.ts';

// The area's calls, not `calls`: the home page's first load bundles the settings' schemas only (issue 20 §5).
/** The site's public settings (the mobile store links): they change only with the server's configuration. */
export const useSiteSettings = () =>
  useQuery({ ...callQuery(settingsCalls.GetSiteSettings), staleTime: Number.POSITIVE_INFINITY });
