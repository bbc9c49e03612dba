import { DriverState, type DriverStateId } from '@wayfare/contracts';
import { divIcon, type LeafletKeyboardEvent } from 'leaflet';

/**
 * How the live map marks what it shows: a colour and a letter each (colour is never the only cue;
 * the card names the state too). Dark shades, so the white letter reads at WCAG AA (4.5:1 and more).
 */
export type Mark = { color: string; letter: string; label: string };

export const driverMarks: Record<Exclude<DriverStateId, 0>, Mark> = {
  [DriverState.Idle]: { color: '#237032', letter: 'I', label: 'Idle' },
  [DriverState.Offered]: { color: '#a94300', letter: 'O', label: 'Offered a ride' },
  [DriverState.OnRide]: { color: '#1864ab', letter: 'R', label: 'On a ride' },
};
export const requestMark: Mark = { color: '#862e9c', letter: 'P', label: 'Pending request' };
export const shortageColor = '#c92a2a';

export const markOfDriver = (state: number) =>
  driverMarks[state as Exclude<DriverStateId, 0>] ?? driverMarks[1];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const HIDDEN =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:-1px';

/**
 * A marker's icon: the mark's letter in its colour (round for a driver, square for a request), and
 * its name for a screen reader (the letter is decoration to it). Names are people's: escaped.
 */
export function markIcon(mark: Mark, name: string, shape: 'round' | 'square' = 'round') {
  const radius = shape === 'round' ? '50%' : '4px';
  return divIcon({
    className: 'live-map-mark',
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    html:
      `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:22px;height:22px;border:1px solid #fff;border-radius:${radius};background:${mark.color};color:#fff;font:700 12px/1 sans-serif;box-shadow:0 1px 3px rgba(0,0,0,.4)">${mark.letter}</span>` +
      `<span style="${HIDDEN}">${escapeHtml(name)}</span>`,
  });
}

/**
 * A marker's handlers: a click, or Enter or Space once it has the keyboard's focus (Leaflet makes a
 * marker focusable, but opens nothing on a key of its own), selects it.
 */
export const selectOn = (select: () => void) => ({
  click: select,
  keydown: (event: LeafletKeyboardEvent) => {
    if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') select();
  },
});
