import { createFormModel, type Form, validateDefinition } from '@wayfare/eform/core';

export type DefinitionCheck =
  | { ok: true; definition: Form; problems: [] }
  | { ok: false; kind: 'empty' | 'syntax' | 'definition'; problems: string[] };

export const EMPTY_DEFINITION_MESSAGE = 'Write a form definition: a JSON object with GroupFields.';

/** Line and column (from 1) of a character position in the text. */
export function lineAndColumn(text: string, position: number) {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * The browser's own message of a JSON syntax error, with where it is. Engines word these differently and
 * not all give a position ('Unexpected end of JSON input' means the end of the text); when there is one
 * and the engine did not already say the line, it is turned into a line and a column.
 */
export function syntaxProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/\bline \d+/i.test(message)) return `JSON syntax error: ${message}`;
  const at = /at position (\d+)/i.exec(message);
  const position = at ? Number(at[1]) : /unexpected end/i.test(message) ? text.length : undefined;
  if (position === undefined) return `JSON syntax error: ${message}`;
  const { line, column } = lineAndColumn(text, position);
  return `JSON syntax error at line ${line}, column ${column}: ${message}`;
}

/**
 * The playground's check of what is in the editor: the JSON must parse, then the definition must pass
 * the engine's own schema (validateDefinition), whose messages name the path of each problem.
 */
export function parseDefinition(text: string): DefinitionCheck {
  if (text.trim() === '') return { ok: false, kind: 'empty', problems: [EMPTY_DEFINITION_MESSAGE] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, kind: 'syntax', problems: [syntaxProblem(text, error)] };
  }
  const check = validateDefinition(parsed);
  if (!check.ok) return { ok: false, kind: 'definition', problems: check.errors };
  const unusable = modelProblem(check.definition);
  return unusable
    ? { ok: false, kind: 'definition', problems: [unusable] }
    : { ok: true, definition: check.definition, problems: [] };
}

/**
 * A definition the schema accepts but the engine cannot build a form of would otherwise break the page
 * that renders it; a dry run (no options loaded) finds that first and says why.
 */
function modelProblem(definition: Form): string | undefined {
  try {
    createFormModel(definition, { autoLoadOptions: false }).dispose();
    return undefined;
  } catch (error) {
    return `The form cannot be built: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** A definition as the editor shows it. */
export const definitionText = (definition: Form) => JSON.stringify(definition, null, 2);
