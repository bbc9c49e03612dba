/** The bulk calls are answered through the API's own routes; nothing here is for other modules. */
export { bulkModule } from './bulk.module.ts';
