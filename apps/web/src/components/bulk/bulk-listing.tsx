import type { CallDeclaration } from '@wayfare/contracts';
import { useMyAdminEndPoints } from '../../lib/use-my-admin-endpoints.ts';
import { useSession } from '../../lib/use-session.ts';
import type { ScreenColumn } from '../screen/screen-column.ts';
import { ScreenListing } from '../screen/screen-listing.tsx';
import { canMakeCall } from '../screen/use-can-call.ts';
import type { NamedRow } from '../screen/use-row-action.ts';
import type { ListSorting } from '../sorting/sorting.ts';
import { BulkReport } from './bulk-report.tsx';
import { BulkToolbar } from './bulk-toolbar.tsx';
import type { BulkActionSpec, BulkOptions, SelectableList } from './bulk-types.ts';
import { selectionColumn } from './selection-column.tsx';
import { useBulkRun } from './use-bulk-run.ts';
import { useBulkSelection } from './use-bulk-selection.ts';

/** The bulk actions the signed-in person may make (each bulk call asks its row call's right). */
function useAllowedActions(actions: readonly BulkActionSpec[]) {
  const { user } = useSession();
  const endpoints = useMyAdminEndPoints({ enabled: actions.length > 0 });
  const caller = { user, endpoints: endpoints.isPending ? undefined : (endpoints.data ?? []) };
  return actions.filter((spec) => canMakeCall(spec.call, caller) === 'allowed');
}

export type BulkListingProps<Row> = {
  list: {
    call: CallDeclaration;
    query: unknown;
    rows: Row[];
    total: number;
    loading: boolean;
    firstRowNumber: number;
  };
  label: string;
  columns: ScreenColumn<Row>[];
  bulk: BulkOptions;
  /** The list's sort (components/sorting), as the plain listing takes it. */
  sorting?: ListSorting;
};

/**
 * A list kit listing whose rows can be chosen and acted on together: the toolbar above it, a leading
 * check box column, and the report of the last action. Without an action the person may make, it is
 * the plain listing.
 */
export function BulkListing<Row>({ list, label, columns, bulk, sorting }: BulkListingProps<Row>) {
  const actions = useAllowedActions(bulk.actions);
  const selectable: SelectableList = { ...list, rows: list.rows as unknown as NamedRow[] };
  const selection = useBulkSelection(selectable);
  const options = { ...bulk, actions };
  const runner = useBulkRun(selectable, selection, options);
  const offered = actions.length > 0;
  return (
    <>
      {offered && (
        <BulkToolbar
          list={selectable}
          selection={selection}
          options={options}
          running={runner.running}
          onRun={(spec) => void runner.run(spec)}
        />
      )}
      <ScreenListing
        label={label}
        columns={offered ? [selectionColumn<Row>(selection), ...columns] : columns}
        rows={list.rows}
        loading={list.loading}
        firstRowNumber={list.firstRowNumber}
        sorting={sorting}
      />
      <BulkReport outcome={runner.outcome} onClose={runner.closeReport} />
    </>
  );
}
