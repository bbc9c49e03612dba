import { EMBED_SANDBOX, isAllowedEmbed, textOfHtml } from '@wayfare/contracts';
import DOMPurify from 'dompurify';

/*
 * issue 20 §1: the server sanitises an article's HTML on save; the browser sanitises it again here, so
 * HTML that reached the database some other way still cannot run script.
 */

/** Text blocks and the summary: DOMPurify's defaults (no script, no handlers, no javascript: addresses). */
export const sanitizedText = (html: string) => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'] });

/** An Embedded_Content block: only allowed iframes, sandboxed; anything else is dropped. */
export function sanitizedEmbed(html: string) {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['iframe'],
    ALLOWED_ATTR: [
      'src',
      'width',
      'height',
      'title',
      'allow',
      'allowfullscreen',
      'loading',
      'referrerpolicy',
    ],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const frame of Array.from(fragment.querySelectorAll('iframe'))) {
    if (!isAllowedEmbed(frame.getAttribute('src') ?? '')) {
      frame.remove();
      continue;
    }
    frame.setAttribute('sandbox', EMBED_SANDBOX);
    frame.setAttribute('loading', 'lazy');
    // As wide as its column, however wide it was written.
    frame.setAttribute('width', '100%');
    // A quiet grey box until the map or player has loaded, without the browser's inset border.
    frame.setAttribute('style', 'border: 0; border-radius: 8px; background: #f1f3f5; max-width: 100%');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * What a block's rich text says, as plain text for an attribute (a picture's alternative text, a frame's
 * title): its tags dropped and its character references read. Works where there is no DOM (the server's render).
 */
export function plainTextOf(html: string): string {
  return textOfHtml(html)
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? reference;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The video id of a YouTube address: watch?v=, youtu.be/, /embed/, /shorts/ or /live/. */
export function youTubeIdOf(address: string): string | null {
  try {
    const url = new URL(address);
    const host = url.hostname.replace(/^(www\.|m\.)/, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
      const parts = url.pathname.split('/').filter(Boolean);
      id =
        url.searchParams.get('v') ??
        (parts[0] && ['embed', 'shorts', 'live', 'v'].includes(parts[0]) ? (parts[1] ?? null) : null);
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The id of a Vimeo address (vimeo.com/123 or player.vimeo.com/video/123). */
export function vimeoIdOf(address: string): string | null {
  try {
    const url = new URL(address);
    if (!/(^|\.)vimeo\.com$/.test(url.hostname)) return null;
    const id = url.pathname
      .split('/')
      .filter(Boolean)
      .find((part) => /^\d+$/.test(part));
    return id ?? null;
  } catch {
    return null;
  }
}

type VideoOptions = { AllowControl: boolean; AutoPlay: boolean; Mute: boolean; LoopForever: boolean };
const flag = (value: boolean) => (value ? '1' : '0');

/**
 * spec 001 §2: a video from a video site is embedded with its options (controls, autoplay, loop, mute);
 * YouTube through youtube-nocookie. null for an address that is neither YouTube nor Vimeo.
 */
export function videoEmbedAddress(address: string, options: VideoOptions): string | null {
  const youTube = youTubeIdOf(address);
  if (youTube) {
    const query = new URLSearchParams({
      controls: flag(options.AllowControl),
      autoplay: flag(options.AutoPlay),
      // Browsers start a video by itself only when it is muted.
      mute: flag(options.Mute || options.AutoPlay),
      loop: flag(options.LoopForever),
      rel: '0',
    });
    // YouTube loops a single video only when it is also its own playlist.
    if (options.LoopForever) query.set('playlist', youTube);
    return `https://www.youtube-nocookie.com/embed/${youTube}?${query}`;
  }
  const vimeo = vimeoIdOf(address);
  if (vimeo) {
    const query = new URLSearchParams({
      controls: flag(options.AllowControl),
      autoplay: flag(options.AutoPlay),
      muted: flag(options.Mute || options.AutoPlay),
      loop: flag(options.LoopForever),
    });
    return `https://player.vimeo.com/video/${vimeo}?${query}`;
  }
  return null;
}
