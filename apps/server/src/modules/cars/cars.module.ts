import { createStorage } from '../../adapters/storage/create-storage.ts';
import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { carDetailHandlers } from './cars.handlers.ts';
import { DOCUMENT_EXPIRY_JOB, documentExpiryJob } from './document-expiry.service.ts';

/**
 * issue 17: the CarDetail calls and the daily check of the papers. The module reads the uploaded files'
 * storage (its own handle on it) only to tell an uploaded picture from a forged path.
 */
export const carsModule = (ctx: AppContext): ModuleParts => {
  const storage = createStorage(ctx.config);
  const timeZone = ctx.config.TIME_ZONE;
  ctx.jobs.registerJob(DOCUMENT_EXPIRY_JOB, documentExpiryJob(timeZone));
  return {
    handlers: [carDetailHandlers({ db: ctx.db, storage, timeZone })],
    setup: (app) => {
      app.addHook('onClose', async () => storage.close());
    },
  };
};
