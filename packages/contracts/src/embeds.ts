/**
 * The frames an article may embed (issue 20 §1): YouTube, youtube-nocookie, the Vimeo player and Google
 * Maps embeds. One list for the server's sanitiser, the Content-Security-Policy's frame-src and the
 * browser's second sanitising, so a frame that slipped past one would still not load.
 */
export const EMBED_FRAME_SOURCES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
  'https://www.google.com/maps/embed',
] as const;

/** The hosts of those frames. */
export const EMBED_FRAME_HOSTS = EMBED_FRAME_SOURCES.map((source) => new URL(source).hostname);

const EMBED_SRC =
  /^https:\/\/(www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/|www\.google\.com\/maps\/embed\?)[^\s"'<>\\]*$/;

/** Whether a frame's address is on the allow-list. */
export const isAllowedEmbed = (src: string) => EMBED_SRC.test(src) && !src.includes('..');

/** What an embedded frame may do: run its own player or map, never reach the page that holds it. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
