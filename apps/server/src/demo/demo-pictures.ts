import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A made-up driver's licence card for a demo driver, drawn so that the licence viewer shows something
 * that reads as what it is, with the person's name and expiry on it.
 */
export function demoLicencePicture(fullName: string, expiry: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="24" fill="#e8f3ec"/>
    <rect width="640" height="72" rx="24" fill="#1b7a46"/>
    <text x="32" y="48" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fff">DRIVER'S LICENCE · DEMO</text>
    <rect x="32" y="104" width="160" height="200" rx="12" fill="#b8d8c4"/>
    <text x="224" y="150" font-family="sans-serif" font-size="20" fill="#335">Name</text>
    <text x="224" y="184" font-family="sans-serif" font-size="28" fill="#112">${escapeXml(fullName)}</text>
    <text x="224" y="240" font-family="sans-serif" font-size="20" fill="#335">Expires</text>
    <text x="224" y="274" font-family="sans-serif" font-size="28" fill="#112">${escapeXml(expiry)}</text>
    <text x="32" y="360" font-family="sans-serif" font-size="18" fill="#557">Sample record for trying Wayfare: not a real licence</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A demo article's picture: 1200 by 630 (the size link previews show), a band of colour with the
 * article's title, so that the blog's cards and a shared link's preview have something that reads.
 */
export function demoArticlePicture(title: string, colour: string) {
  const lines = wrap(title, 24).slice(0, 4);
  const text = lines
    .map(
      (line, index) =>
        `<text x="72" y="${230 + index * 76}" font-family="sans-serif" font-size="58" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="1200" height="630" fill="${colour}"/>
    <circle cx="1080" cy="120" r="220" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="1150" cy="560" r="160" fill="#000000" fill-opacity="0.10"/>
    <text x="72" y="120" font-family="sans-serif" font-size="32" fill="#fff" fill-opacity="0.85">WAYFARE BLOG</text>
    ${text}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
