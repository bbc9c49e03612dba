import { createRequire } from 'node:module';

/**
 * The request schemas of Flutterwave's official Node SDK (flutterwave-node-v3, a development dependency),
 * for the contract tests only: joi objects, loaded from the SDK's own `services/schema/<file>.js`.
 */

/** What the contract tests use of a joi schema. */
export type SdkSchema = {
  validate(value: unknown): { error?: { message: string } };
  extract(path: string): SdkSchema;
};

const require = createRequire(import.meta.url);

/** The schemas the SDK exports from `services/schema/<file>.js` ('bill', 'base', …), by their names. */
export const flutterwaveSdkSchemas = (file: string) =>
  require(`flutterwave-node-v3/services/schema/${file}.js`) as Record<string, SdkSchema>;
