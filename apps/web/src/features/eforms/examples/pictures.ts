/**
 * Pictures for the examples' image options: small inline SVGs, so an example needs no uploaded file.
 * Written with single quotes and only '#' escaped, so each stays one readable line of the JSON.
 */
export function labelledPicture(label: string, colour: string): string {
  const fill = colour.replace('#', '%23');
  return (
    `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 96'>` +
    `<rect width='160' height='96' rx='8' fill='${fill}'/>` +
    `<text x='80' y='56' font-family='sans-serif' font-size='18' fill='white' text-anchor='middle'>${label}</text>` +
    `</svg>`
  );
}
