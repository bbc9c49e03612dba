import type { TableColumn } from '../table/table-types.ts';

/**
 * Where a column shows on a phone's card: in the title (the record's name), as a badge beside it (a
 * status), as a 'Title: value' line (the default), or not at all; 'leading' before the card's title, outside
 * its button (a bulk action's check box, components/bulk). Row numbers lead the title and an
 * actions column gives the card's buttons, whatever this says.
 */
export type CardPlace = 'title' | 'badge' | 'detail' | 'hidden' | 'leading';

/**
 * One column of an admin screen's listing: a table column on a desktop, a part of a card on a phone.
 * `shownIn` keeps a column to one layout: a table short of width joins two columns in one cell (a
 * phone over an e-mail) while the cards keep them apart as they were.
 */
export type ScreenColumn<Row> = TableColumn<Row> & { card?: CardPlace; shownIn?: 'table' | 'cards' };

/** The columns one layout shows (all but those kept to the other). */
export const columnsShownIn = <Row>(columns: ScreenColumn<Row>[], layout: 'table' | 'cards') =>
  columns.filter((column) => (column.shownIn ?? layout) === layout);

export const cardPlaceOf = <Row>(column: ScreenColumn<Row>): CardPlace | 'number' | 'actions' => {
  if (column.kind === 'rowNumber') return 'number';
  if (column.kind === 'actions') return 'actions';
  return column.card ?? 'detail';
};
