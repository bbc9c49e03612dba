// Issue 32: bulk actions on the list kit's lists (selection, toolbar, one confirmation, the report).
export { BulkListing, type BulkListingProps } from './bulk-listing.tsx';
export { BulkReport } from './bulk-report.tsx';
export { BulkToolbar } from './bulk-toolbar.tsx';
export type { BulkActionSpec, BulkOptions } from './bulk-types.ts';
export { selectionColumn } from './selection-column.tsx';
export { useBulkRun } from './use-bulk-run.ts';
export { useBulkSelection } from './use-bulk-selection.ts';
