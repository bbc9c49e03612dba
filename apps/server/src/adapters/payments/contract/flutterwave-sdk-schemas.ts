import { createRequire } from 'node:module';

/**
 * The request schemas of Flutterwave's official Node SDK (`flutterwave-node-v3`, a development
 * dependency): joi objects in its `services/schema/*.js`, the rules its own calls check a request
 * against before sending it. Loaded for the contract tests only; production code never imports this.
 * The bills contract tests load theirs (schema/bill.js) through `sdkSchemas` too.
 */

/** The part of a joi schema the tests use (joi's own types are the SDK's dependency, not ours). */
export type SdkSchema = {
  validate(
    value: unknown,
    options?: Record<string, unknown>,
  ): { error?: { message: string; details: { message: string }[] } };
  /** The schema of one of its keys. */
  extract(path: string): SdkSchema;
  /** A copy with more keys (fields Flutterwave's docs list that the SDK's schema leaves out). */
  keys(more: Record<string, unknown>): SdkSchema;
};

/** joi itself, as the SDK has it, to write the few extra keys its schemas lack. */
export type SdkJoi = {
  string(): { valid(...values: string[]): unknown; max(limit: number): unknown };
  number(): { positive(): unknown };
  object(shape: Record<string, unknown>): unknown;
  any(): unknown;
};

const requireFromSdk = createRequire(
  createRequire(import.meta.url).resolve('flutterwave-node-v3/package.json'),
);

/** One of the SDK's schema files: `create`, `base`, `auxillary` (its spelling) or `bill`. */
export function sdkSchemas(file: 'create' | 'base' | 'auxillary' | 'bill'): Record<string, SdkSchema> {
  return requireFromSdk(`./services/schema/${file}.js`) as Record<string, SdkSchema>;
}

/** The joi the SDK validates with (its own pinned version). */
export const sdkJoi = (): SdkJoi => requireFromSdk('joi') as SdkJoi;

/** The SDK's complaints about a request, [] when it would send it. */
export function sdkRefusals(schema: SdkSchema, request: unknown): string[] {
  const { error } = schema.validate(request, { abortEarly: false });
  return error ? error.details.map((detail) => detail.message) : [];
}
