import type { DemandCell } from '@wayfare/contracts';
import { Polygon } from 'react-leaflet';
import { shortageColor } from './map-marks.ts';

/** The cells where requests outnumber the idle drivers, by how many more: the shortage the map shades. */
export const shortCells = (cells: readonly DemandCell[]) =>
  cells
    .map((cell) => ({ cell, shortage: cell.Requests - cell.IdleDrivers }))
    .filter(({ shortage }) => shortage > 0);

/** The demand layer: each short cell shaded the darker the larger its shortage; a click opens its card. */
export function DemandLayer({
  cells,
  onSelect,
}: {
  cells: readonly DemandCell[];
  onSelect: (cell: DemandCell) => void;
}) {
  const short = shortCells(cells);
  const most = Math.max(1, ...short.map(({ shortage }) => shortage));
  return short.map(({ cell, shortage }) => (
    <Polygon
      key={cell.Cell}
      positions={cell.Boundary}
      pathOptions={{
        color: shortageColor,
        weight: 1,
        fillColor: shortageColor,
        fillOpacity: 0.12 + 0.4 * (shortage / most),
      }}
      eventHandlers={{ click: () => onSelect(cell) }}
    />
  ));
}
