import type { ReactNode } from 'react';

/** spec 000 §2.3: the cell kinds of the table widget ('rowNumber' is the '#' column most lists show). */
export type CellKind =
  | 'text'
  | 'html'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'rating'
  | 'actions'
  | 'rowNumber';

export type RowAction = {
  label: string;
  onClick: () => void;
  color?: string;
  icon?: ReactNode;
  disabled?: boolean;
};

/** How far a body cell reaches; the cells it covers are left out automatically. */
export type CellSpan = { colSpan?: number; rowSpan?: number };

export type TableColumn<Row> = {
  /** Unique per table; also the row property read when `value` is not given. */
  key: string;
  title: ReactNode;
  /** Default 'text'. */
  kind?: CellKind;
  /** The cell's value; default `row[key]`. */
  value?: (row: Row, rowIndex: number) => unknown;
  /** Custom content; wins over `kind`. */
  render?: (row: Row, rowIndex: number) => ReactNode;
  /** The buttons of an 'actions' cell. */
  actions?: (row: Row, rowIndex: number) => RowAction[];
  /** 'buttons' (default) shows each action; 'menu' shows one small '…' button named 'Actions' opening a drop-down. */
  actionsAs?: 'buttons' | 'menu';
  span?: (row: Row, rowIndex: number) => CellSpan | undefined;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** issue 32: the list call's `sort` for this column (`Name`, `CreatedDate`); absent: not sortable. */
  sort?: string;
  /** The narrowest the column may be squeezed, for long text (an order's items) that would take many lines. */
  minWidth?: number | string;
};

/** One cell of an explicit header row (for grouped headers with column and row spans). */
export type HeaderCell = {
  title: ReactNode;
  colSpan?: number;
  rowSpan?: number;
  align?: 'left' | 'center' | 'right';
  /** The column's sort (a sortable header, when the table is given its sorting). */
  sort?: string;
};
