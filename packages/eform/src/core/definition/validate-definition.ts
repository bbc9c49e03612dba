import type { z } from 'zod';
import { passesQuickCheck } from './quick-check.ts';
import { formSchema } from './schema.ts';
import { formatDefinitionPath } from './schema-references.ts';
import type { Form } from './types.ts';

export type DefinitionCheck = { ok: true; definition: Form } | { ok: false; errors: string[] };

const describe = (issue: z.core.$ZodIssue): string[] => {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map(
      (key) =>
        `${formatDefinitionPath([...issue.path, key] as (string | number)[])}: is not a known property`,
    );
  const path = formatDefinitionPath(issue.path as (string | number)[]);
  const message = issue.message.endsWith('received undefined') ? 'is required' : issue.message;
  return [path ? `${path}: ${message}` : message];
};

/**
 * Checks a form definition and says what is wrong in it, one readable message per problem with its path,
 * e.g. 'GroupFields[0].Fields[2].FieldType: 18 is not a field type'.
 */
export function validateDefinition(definition: unknown): DefinitionCheck {
  if (passesQuickCheck(definition)) return { ok: true, definition };
  const result = formSchema.safeParse(definition);
  // The caller's own object, not zod's copy: functions and identities stay as written.
  if (result.success) return { ok: true, definition: definition as Form };
  return { ok: false, errors: result.error.issues.flatMap(describe) };
}

export class InvalidDefinitionError extends Error {
  constructor(readonly errors: string[]) {
    super(`Invalid form definition:\n${errors.join('\n')}`);
    this.name = 'InvalidDefinitionError';
  }
}

/** The definition itself when it is valid; throws InvalidDefinitionError listing every problem otherwise. */
export function assertDefinition(definition: unknown): Form {
  const check = validateDefinition(definition);
  if (!check.ok) throw new InvalidDefinitionError(check.errors);
  return definition as Form;
}
