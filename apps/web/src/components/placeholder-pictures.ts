/**
 * spec 000 §9: a default placeholder picture is used when none is set; spec 000 §8: a card whose
 * thumbnail fails shows a 'no content' placeholder. Inline SVGs, so they can never fail to load.
 */
const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img">${body}</svg>`,
  )}`;

export const PLACEHOLDER_PICTURE = svg(
  '<title>No picture</title><rect width="400" height="300" fill="#e9ecef"/>' +
    '<circle cx="140" cy="110" r="28" fill="#ced4da"/>' +
    '<path d="M60 240l90-90 60 60 50-40 80 70z" fill="#adb5bd"/>',
);

export const NO_CONTENT_PICTURE = svg(
  '<title>No content</title><rect width="400" height="300" fill="#f1f3f5"/>' +
    '<rect x="150" y="80" width="100" height="130" rx="8" fill="none" stroke="#adb5bd" stroke-width="8"/>' +
    '<path d="M120 230L280 70" stroke="#adb5bd" stroke-width="8"/>' +
    '<text x="200" y="265" font-family="sans-serif" font-size="24" fill="#868e96" text-anchor="middle">No content</text>',
);
