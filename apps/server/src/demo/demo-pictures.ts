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

/**
 * A demo car seen from one side: a simple drawing in the car's colour with the view written under it,
 * so that the car screens' picture slots show a picture that reads as what it is.
 */
export function demoCarPicture(view: 'Front' | 'Back' | 'Side', colour: string) {
  const body =
    view === 'Side'
      ? `<rect x="120" y="200" width="400" height="90" rx="30" fill="${colour}"/>
         <path d="M200 200 L250 140 L400 140 L450 200 Z" fill="${colour}"/>
         <path d="M262 150 L392 150 L430 198 L222 198 Z" fill="#cfe3f2"/>
         <circle cx="210" cy="292" r="38" fill="#222"/><circle cx="430" cy="292" r="38" fill="#222"/>`
      : `<rect x="170" y="170" width="300" height="130" rx="28" fill="${colour}"/>
         <path d="M210 170 L250 110 L390 110 L430 170 Z" fill="${colour}"/>
         <path d="M228 166 L258 122 L382 122 L412 166 Z" fill="#cfe3f2"/>
         <rect x="190" y="200" width="60" height="26" rx="8" fill="${view === 'Front' ? '#fff6c8' : '#d33'}"/>
         <rect x="390" y="200" width="60" height="26" rx="8" fill="${view === 'Front' ? '#fff6c8' : '#d33'}"/>
         <rect x="270" y="250" width="100" height="28" rx="4" fill="#fff"/>
         <rect x="180" y="300" width="40" height="30" fill="#222"/><rect x="420" y="300" width="40" height="30" fill="#222"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="#eef1f4"/>
    <rect y="330" width="640" height="70" fill="#c9ced4"/>
    ${body}
    <text x="24" y="40" font-family="sans-serif" font-size="24" fill="#445">${escapeXml(view)} view · demo car</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer();
}

/** A demo car's paper (licence, insurance certificate, road-worthiness certificate), marked as a sample. */
export function demoCarPaper(title: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420">
    <rect width="640" height="420" fill="#fffdf5" stroke="#b9a66a" stroke-width="8"/>
    <text x="320" y="80" text-anchor="middle" font-family="serif" font-size="30" font-weight="bold" fill="#4a3d12">${escapeXml(title)}</text>
    <rect x="60" y="130" width="520" height="14" fill="#e6dcc0"/><rect x="60" y="170" width="440" height="14" fill="#e6dcc0"/>
    <rect x="60" y="210" width="480" height="14" fill="#e6dcc0"/><rect x="60" y="250" width="360" height="14" fill="#e6dcc0"/>
    <circle cx="520" cy="285" r="45" fill="none" stroke="#1b7a46" stroke-width="6"/>
    <text x="60" y="380" font-family="sans-serif" font-size="18" fill="#776">Sample record for trying Wayfare: not a real document</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
