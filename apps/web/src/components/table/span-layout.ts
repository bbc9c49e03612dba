import type { CellSpan } from './table-types.ts';

export type PlacedCell = { column: number; colSpan: number; rowSpan: number };

/**
 * Which cells each body row renders when some cells span columns or rows (spec 000 §2.3): a cell
 * covered by an earlier span is left out, and a span never reaches past the table's edges.
 */
export function placeCells(
  rowCount: number,
  columnCount: number,
  spanOf: (row: number, column: number) => CellSpan | undefined,
): PlacedCell[][] {
  const covered = Array.from({ length: rowCount }, () => new Array<boolean>(columnCount).fill(false));
  return covered.map((coveredInRow, row) => {
    const placed: PlacedCell[] = [];
    for (let column = 0; column < columnCount; column++) {
      if (coveredInRow[column]) continue;
      const span = spanOf(row, column);
      const colSpan = Math.max(1, Math.min(span?.colSpan ?? 1, columnCount - column));
      const rowSpan = Math.max(1, Math.min(span?.rowSpan ?? 1, rowCount - row));
      for (let r = row; r < row + rowSpan; r++) {
        for (let c = column; c < column + colSpan; c++) {
          const cells = covered[r];
          if (cells) cells[c] = true;
        }
      }
      placed.push({ column, colSpan, rowSpan });
    }
    return placed;
  });
}
