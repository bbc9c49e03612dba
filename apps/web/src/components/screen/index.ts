// The admin screen recipe (spec 000 §2.3): what every list-and-edit screen repeats, typed from the
// call declarations. components/README.md shows how a screen is put together from it.
export { allRows, allRowsQuery } from './all-rows-query.ts';
export { ChooseFiltersHint } from './choose-filters-hint.tsx';
export { EditorFrame, type EditorFrameProps } from './editor-frame.tsx';
export { dateField, dropDownField, recipientDropDownField, textField } from './form-fields.ts';
export { ListRecordEditor, type ListRecordEditorProps } from './list-record-editor.tsx';
export { ListScreen, type ListScreenProps } from './list-screen.tsx';
export { NO_PERMISSION, PermittedScreen, type PermittedScreenProps } from './permitted-screen.tsx';
export { recordCalls } from './record-calls.ts';
export { type RecordFact, RecordFacts } from './record-facts.tsx';
export { RecordSection } from './record-section.tsx';
export { RowFilter, type RowFilterProps } from './row-filter.tsx';
export { type RowFilterSpec, RowFilters } from './row-filters.tsx';
export type { CardPlace, ScreenColumn } from './screen-column.ts';
export { ScreenListing, type ScreenListingProps, usePhoneLayout } from './screen-listing.tsx';
export { type ScreenTab, ScreenTabs } from './screen-tabs.tsx';
export { StatusBadge } from './status-badge.tsx';
export {
  type Caller,
  type CallPermission,
  canMakeCall,
  useCallPermission,
  useCanCall,
} from './use-can-call.ts';
export { type MessageCall, useConfirmedAction } from './use-confirmed-action.ts';
export { useFilteredList } from './use-filtered-list.ts';
export {
  type RecordEditor,
  type RecordEditorOptions,
  recordSavedText,
  type SaveCall,
  useRecordEditor,
} from './use-record-editor.ts';
export { useRefreshAreas } from './use-refresh-areas.ts';
export { type NamedRow, type RowActionOptions, useRowAction } from './use-row-action.ts';
export { EDIT_PARAM, NEW_RECORD, type ScreenUrl, useScreenUrl, VIEW_PARAM } from './use-screen-url.ts';
