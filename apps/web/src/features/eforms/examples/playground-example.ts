import type { Form } from '@wayfare/eform/core';

/**
 * A definition that ships with the playground. Definitions are plain JSON (no functions), because the
 * editor shows them as JSON text and the person edits that text.
 */
export type PlaygroundExample = {
  name: string;
  /** One sentence: what the example shows. */
  summary: string;
  definition: Form;
};
