import { createStorage } from '../../adapters/storage/create-storage.ts';
import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { complaintHandlers } from './complaints.handlers.ts';

/**
 * Issue 17 §4: the Complaint calls. Their pictures must be files in the storage, so the module opens
 * the configured storage (as the files module does) and closes it with the app.
 */
export function complaintsModule(ctx: AppContext): ModuleParts {
  const storage = createStorage(ctx.config);
  return {
    handlers: [complaintHandlers({ db: ctx.db, storage })],
    setup: (app) => {
      app.addHook('onClose', async () => storage.close());
    },
  };
}
