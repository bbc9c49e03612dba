import { describe, expect, it } from 'vitest';
import { sanitizedEmbed, sanitizedText, videoEmbedAddress, youTubeIdOf } from './article-html.ts';

const options = { AllowControl: true, AutoPlay: false, Mute: false, LoopForever: false };

describe("an article's HTML, sanitised again in the browser (issue 20 §1)", () => {
  it('keeps formatting and drops script, handlers, javascript: addresses and style', () => {
    const html = sanitizedText(
      '<h2>Title</h2><p><strong>bold</strong> <a href="https://wayfare.ng">site</a></p>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' +
        '<style>body{display:none}</style><svg><script>alert(1)</script></svg>',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://wayfare.ng">site</a>');
    expect(html).not.toMatch(/script|onerror|javascript:|<style/i);
  });

  it('keeps only frames from the allow-list, sandboxed and as wide as their column', () => {
    const html = sanitizedEmbed(
      '<iframe src="https://www.youtube.com/embed/abcdefghijk" width="560" onload="alert(1)"></iframe>' +
        '<iframe src="https://evil.example/embed"></iframe><iframe src="javascript:alert(1)"></iframe>' +
        '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe><p>text</p><script>alert(1)</script>',
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const frames = Array.from(holder.querySelectorAll('iframe'));
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.youtube.com/embed/abcdefghijk',
      'https://www.google.com/maps/embed?pb=1',
    ]);
    for (const frame of frames) {
      expect(frame.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-presentation allow-popups',
      );
      expect(frame.getAttribute('width')).toBe('100%');
      expect(frame.hasAttribute('onload')).toBe(false);
    }
    expect(holder.querySelector('script, p')).toBeNull();
  });
});

describe('video addresses (spec 001 §2)', () => {
  it('reads the id of every kind of YouTube address', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ?t=4',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ&list=x',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    ])
      expect(youTubeIdOf(address), address).toBe('aqz-KE-bpKQ');
    expect(youTubeIdOf('https://evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(youTubeIdOf('not an address')).toBeNull();
  });

  it('embeds YouTube through youtube-nocookie with its options, and Vimeo through its player', () => {
    const youTube = new URL(
      videoEmbedAddress('https://youtu.be/aqz-KE-bpKQ', { ...options, AutoPlay: true, LoopForever: true })!,
    );
    expect(youTube.origin + youTube.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(Object.fromEntries(youTube.searchParams)).toEqual({
      controls: '1',
      autoplay: '1',
      mute: '1',
      loop: '1',
      rel: '0',
      playlist: 'aqz-KE-bpKQ',
    });
    expect(videoEmbedAddress('https://vimeo.com/76979871', { ...options, AllowControl: false })).toBe(
      'https://player.vimeo.com/video/76979871?controls=0&autoplay=0&muted=0&loop=0',
    );
    expect(videoEmbedAddress('https://example.com/video.mp4', options)).toBeNull();
  });
});
