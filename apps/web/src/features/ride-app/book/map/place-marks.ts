import { divIcon } from 'leaflet';

/**
 * The booking map's two pins: a letter in a dark colour each (the white letter reads at WCAG AA), and
 * the pin's name for a screen reader (the letter is decoration to it).
 */
export const pinMarks = {
  pickup: { color: '#237032', letter: 'A', name: 'Pick-up' },
  destination: { color: '#c92a2a', letter: 'B', name: 'Destination' },
} as const;
export type PinKind = keyof typeof pinMarks;

const HIDDEN =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:-1px';

export function pinIcon(kind: PinKind) {
  const mark = pinMarks[kind];
  return divIcon({
    className: 'ride-app-pin',
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    html:
      `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border:2px solid #fff;border-radius:50%;background:${mark.color};color:#fff;font:700 14px/1 sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.5)">${mark.letter}</span>` +
      `<span style="${HIDDEN}">${mark.name}</span>`,
  });
}
