import { EMBED_SANDBOX } from '@wayfare/contracts';
import sanitize from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

/**
 * From the OWASP XSS Filter Evasion Cheat Sheet and its usual companions: script, event attributes,
 * javascript:, vbscript: and data: addresses (plain, encoded, split by tabs and new lines), SVG and
 * MathML, style elements and attributes, frames, objects, forms, meta refreshes and base addresses.
 */
const OWASP_PAYLOADS = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<p style="background-image: url(javascript:alert('XSS'))">styled</p>`,
  `<p style="width: expression(alert('XSS'));">styled</p>`,
  `<span style="color: red; behavior: url(xss.htc)">styled</span>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>cell</td></tr></TABLE>`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">cell</TD></TABLE>`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">div</DIV>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="jav&#x09;ascript:alert(1)">tab link</a>',
  '<a href="&#106;avascript:alert(1)">entity link</a>',
  '<a href=" javascript:alert(1)">space link</a>',
  '<a href="JAVASCRIPT:alert(1)">upper link</a>',
  '<a href="vbscript:msgbox(1)">vb link</a>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
  '<details open ontoggle=alert(1)>details</details>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '<img src="x` `<script>alert(1)</script>"` `>',
];

// What must not survive: these elements, event attributes, and script, vbscript or data addresses.
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'svg',
  'math',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'body',
  'bgsound',
  'template',
  'noscript',
  'audio',
  'video',
  'source',
  'animate',
  'xss',
  'details',
]);
// Leading spaces and control characters are skipped by browsers.
const BAD_ADDRESS =
  /^[\s\p{Cc}]*(j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a)\s*:/iu;

/** Every element and attribute of some HTML as a browser-like parser reads it (entities decoded). */
function elementsOf(html: string) {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // A copy: the sanitiser goes on to remove the attributes it would not keep.
    onOpenTag: (name, attribs) => found.push({ name, attribs: { ...attribs } }),
  });
  return found;
}

/** Why this HTML could run script, or [] when nothing in it can. */
function dangersIn(html: string, options: { iframes?: boolean } = {}) {
  const dangers: string[] = [];
  for (const { name, attribs } of elementsOf(html)) {
    if (FORBIDDEN_TAGS.has(name) && !(options.iframes && name === 'iframe')) dangers.push(`<${name}>`);
    for (const [attribute, value] of Object.entries(attribs)) {
      if (/^on/i.test(attribute)) dangers.push(`${name} ${attribute}`);
      if (/^(srcdoc|formaction|action|background|dynsrc|lowsrc|xlink:href|data)$/i.test(attribute))
        dangers.push(`${name} ${attribute}`);
      if (BAD_ADDRESS.test(value.replace(/^[`'"]+/, ''))) dangers.push(`${name} ${attribute}=${value}`);
      // Netscape's JavaScript entities: &{…};
      if (value.includes('&{')) dangers.push(`${name} ${attribute}=${value}`);
      if (attribute === 'style' && /url\s*\(|expr|behavior|binding|\\/i.test(value))
        dangers.push(`${name} style=${value}`);
    }
  }
  return dangers;
}

const ALLOWED_EMBEDS = [
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" allow="autoplay; encrypted-media; camera" allowfullscreen></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3964.6!2d3.42!3d6.43" width="600" height="450" style="border:0" loading="eager"></iframe>',
];
const OFF_LIST_EMBEDS = [
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<iframe src="//www.youtube.com/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com/watch?v=x"></iframe>',
  '<iframe src="https://www.google.com/search?q=x"></iframe>',
  '<iframe src="https://www.google.com/maps/embed/../../search?q=x"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<script src="https://www.youtube.com/embed/x"></script>',
  '<object data="https://www.youtube.com/embed/x"></object>',
];

/** Saves an article whose summary and blocks are the given HTML, and reads back what was kept. */
async function kept(summary: string, blocks: { type: 1 | 4; html: string }[]) {
  const rows = [];
  for (let start = 0; start < blocks.length; start += 12) {
    rows.push({
      Contents: blocks
        .slice(start, start + 12)
        .map((block) => ({ ContentType: block.type, Content: block.html })),
    });
  }
  const created = await admin.post('/api/Blogs/CreateBlog', {
    Id: 0,
    Name: 'Evasion',
    SEOs: 'Evasion',
    Tags: 'xss',
    Summary: summary,
    ArticleDate: '2026-01-01',
    ContentsJson: JSON.stringify(rows),
  });
  expect(created.statusCode, created.body).toBe(200);
  const article = (await admin.get('/api/Blogs/GetBlogById', { id: created.json().Id })).json();
  const contents = (JSON.parse(article.ContentsJson) as { Contents: { Content: string }[] }[]).flatMap(
    (row) => row.Contents.map((content) => content.Content),
  );
  return { summary: article.Summary as string, contents };
}

describe('the sanitiser against the OWASP XSS filter-evasion list', () => {
  it('checks with a test that sees the danger in the payloads as sent', () => {
    const unseen = OWASP_PAYLOADS.filter((html) => dangersIn(html).length === 0);
    // What an HTML5 parser reads as harmless even as sent: an src whose value is the would-be handler,
    // an unfinished tag at the end, and old Internet Explorer's backtick quoting.
    expect(unseen).toEqual([
      `<IMG SRC= onmouseover="alert('xxs')">`,
      `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
      '<iframe src=http://xss.rocks/scriptlet.html <',
      '<img src="x` `<script>alert(1)</script>"` `>',
    ]);
  });

  it('keeps nothing that can run script in a Summary or a Text block', async () => {
    const { summary, contents } = await kept(
      `<p>Safe text</p>${OWASP_PAYLOADS.join('\n')}`,
      OWASP_PAYLOADS.map((html) => ({ type: 1, html })),
    );
    expect(dangersIn(summary)).toEqual([]);
    expect(summary).toContain('<p>Safe text</p>');
    expect(contents).toHaveLength(OWASP_PAYLOADS.length);
    contents.forEach((html, index) => {
      expect(dangersIn(html), OWASP_PAYLOADS[index]).toEqual([]);
    });
  });

  it('keeps nothing that can run script in an Embedded_Content block, nor a frame off the list', async () => {
    const { contents } = await kept('<p>Embeds</p>', [
      ...OWASP_PAYLOADS.map((html) => ({ type: 4 as const, html })),
      ...OFF_LIST_EMBEDS.map((html) => ({ type: 4 as const, html })),
    ]);
    contents.forEach((html, index) => {
      const payload = [...OWASP_PAYLOADS, ...OFF_LIST_EMBEDS][index];
      expect(dangersIn(html, { iframes: true }), payload).toEqual([]);
      expect(
        elementsOf(html).filter((element) => element.name === 'iframe'),
        payload,
      ).toEqual([]);
    });
  });

  it('keeps the formatting the issue lists: headings, lists, tables, http(s) and mailto links, pictures', async () => {
    const rich =
      '<h2>Heading</h2><h3>Sub</h3><p><strong>bold</strong> <em>it</em> <u>u</u></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><thead><tr><th>Fare</th></tr></thead><tbody><tr><td>₦1,500</td></tr></tbody></table>' +
      '<p><a href="https://wayfare.ng/blog">https</a> <a href="http://example.ng">http</a> ' +
      '<a href="mailto:support@wayfare.ng">mail</a></p>' +
      '<p><img src="/uploads/blog/lagos.jpg" alt="Lagos" /><img src="https://example.ng/a.jpg" alt="A" /></p>';
    const { summary, contents } = await kept(rich, [{ type: 1, html: rich }]);
    expect(summary).toBe(rich);
    expect(contents[0]).toBe(rich);
  });

  it('keeps an allowed player or map in an Embedded_Content block, sandboxed', async () => {
    const { contents } = await kept(
      '<p>Embeds</p>',
      ALLOWED_EMBEDS.map((html) => ({ type: 4, html })),
    );
    expect(contents.map((html) => elementsOf(html).map((element) => element.attribs))).toEqual([
      [
        {
          src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          width: '560',
          height: '315',
          allow: 'autoplay; encrypted-media',
          allowfullscreen: '',
          sandbox: EMBED_SANDBOX,
          referrerpolicy: 'strict-origin-when-cross-origin',
          loading: 'lazy',
        },
      ],
      [
        expect.objectContaining({
          src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          sandbox: EMBED_SANDBOX,
        }),
      ],
      [expect.objectContaining({ src: 'https://player.vimeo.com/video/76979871', sandbox: EMBED_SANDBOX })],
      [
        {
          src: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3964.6!2d3.42!3d6.43',
          width: '600',
          height: '450',
          sandbox: EMBED_SANDBOX,
          referrerpolicy: 'strict-origin-when-cross-origin',
          loading: 'lazy',
        },
      ],
    ]);
  });
});

describe('the Content-Security-Policy', () => {
  it('lets pages frame only the allowed players and maps (and, in test mode, the fake checkout)', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    const policy = String(response.headers['content-security-policy']);
    const frameSrc = policy
      .split(';')
      .map((directive) => directive.trim())
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe(
      "frame-src https://www.youtube.com/embed/ https://www.youtube-nocookie.com/embed/ https://player.vimeo.com/video/ https://www.google.com/maps/embed 'self'",
    );
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
