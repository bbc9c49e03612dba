import type { TableColumn } from '../table/table-types.ts';

/**
 * Where a column shows on a phone's card: in the title (the record's name), as a badge beside it (a
 * status), as a 'Title: value' line (the default), or not at all; 'leading' before the card's title, outside
 * its button (a bulk action's check box, components/bulk). Row numbers lead the title and an
 * actions column gives the card's buttons, whatever this says.
 */
export type CardPlace = 'title' | 'badge' | 'detail' | 'hidden' | 'leading';

/** One column of an admin screen's listing: a table column on a desktop, a part of a card on a phone. */
export type ScreenColumn<Row> = TableColumn<Row> & { card?: CardPlace };

export const cardPlaceOf = <Row>(column: ScreenColumn<Row>): CardPlace | 'number' | 'actions' => {
  if (column.kind === 'rowNumber') return 'number';
  if (column.kind === 'actions') return 'actions';
  return column.card ?? 'detail';
};
