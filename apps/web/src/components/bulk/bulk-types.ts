import type { BulkCall, BulkReply, CallDeclaration } from '@wayfare/contracts';
import type { NamedRow } from '../screen/use-row-action.ts';

/** One action of a list's bulk toolbar: a declared bulk call (`Account/BulkSuspendUserAccount`). */
export type BulkActionSpec = {
  call: BulkCall & { readonly reply: { readonly kind: 'json' } };
  /** The button's label; its lower case is the prompt's verb ('Suspend' asks '… to suspend these …'). */
  label: string;
  /** The prompt's verb when it is not the label's lower case. */
  action?: string;
  color?: string;
};

/** What a list offers in bulk, and how its records are named in the prompts and the report. */
export type BulkOptions = {
  actions: readonly BulkActionSpec[];
  /** One record, as the single prompt names it: 'rider'. */
  item: string;
  /** Many: 'riders'. */
  items: string;
  /** Areas whose lists reload afterwards; default each call's own. */
  areas?: readonly string[];
  /** A row's name in the prompt and report, from a row as the list call answers it; default its Name. */
  nameOf?: (row: never) => string;
};

/** The list a selection is made on: its call and current query, for 'all matching'. */
export type SelectableList = {
  call: CallDeclaration;
  query: unknown;
  rows: readonly NamedRow[];
  total: number;
};

export type BulkId = NamedRow['Id'];

/** What the report shows: the reply, with each failed row's name. */
export type BulkOutcome = {
  label: string;
  items: string;
  reply: BulkReply;
  names: ReadonlyMap<BulkId, string>;
};
