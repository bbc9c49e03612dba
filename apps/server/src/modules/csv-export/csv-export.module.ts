import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { csvExportHandlers } from './csv-export.handlers.ts';

/**
 * Issue 32: every admin list's CSV export (`{Area}/Export{Plural}`), one handler for all; it owns no
 * table and reads the lists through their own calls.
 */
export const csvExportModule = ({ config }: AppContext): ModuleParts => ({
  handlers: csvExportHandlers(config.TIME_ZONE),
});
