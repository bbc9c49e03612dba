import { getHexagonEdgeLengthAvg, gridDisk, UNITS } from 'h3-js';
import { DISPATCH_H3_RESOLUTION } from '../../geo.ts';

const EDGE_KM = getHexagonEdgeLengthAvg(DISPATCH_H3_RESOLUTION, UNITS.km);

/**
 * The cells within `radiusKm` of the cell: rings of hexagons around it. Each ring adds at least 1.5
 * edges (a hexagon's apothem twice over, in its narrowest direction), plus one ring for a point at
 * the centre cell's edge.
 */
export function cellsAround(cell: string, radiusKm: number): string[] {
  return gridDisk(cell, Math.ceil(radiusKm / (1.5 * EDGE_KM)) + 1);
}
