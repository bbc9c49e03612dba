import { getHexagonEdgeLengthAvg, gridDisk, latLngToCell, UNITS } from 'h3-js';

/**
 * issue 31: the H3 resolution of every driver's cell and ride's pick-up cell. Resolution 8 cells are
 * about 0.7 km² (an edge of about half a kilometre): a few hundred cover a 10 km search, and a cell
 * holds a handful of drivers even downtown.
 */
export const DISPATCH_H3_RESOLUTION = 8;

const EDGE_KM = getHexagonEdgeLengthAvg(DISPATCH_H3_RESOLUTION, UNITS.km);

export const cellOf = (latitude: number, longitude: number) =>
  latLngToCell(latitude, longitude, DISPATCH_H3_RESOLUTION);

/**
 * The cells within `radiusKm` of the cell: rings of hexagons around it. Each ring adds at least 1.5
 * edges (a hexagon's apothem twice over, in its narrowest direction), plus one ring for a point at
 * the centre cell's edge.
 */
export function cellsAround(cell: string, radiusKm: number): string[] {
  return gridDisk(cell, Math.ceil(radiusKm / (1.5 * EDGE_KM)) + 1);
}
