import { render, screen } from '@testing-library/react';
import { type BlogContent, ContentType } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { ArticleRows } from './article-content.tsx';

const block = (content: Partial<BlogContent>): BlogContent => ({
  Id: 0,
  ContentType: ContentType.Text,
  Width: 12,
  Content: '',
  Picture: '',
  IsYouTube: false,
  Poster: '',
  VideoURL: '',
  AllowControl: true,
  AutoPlay: false,
  Mute: false,
  LoopForever: false,
  ...content,
});

const renderBlocks = (...contents: BlogContent[]) =>
  render(
    <Providers env="test">
      <ArticleRows
        rows={[{ Id: 0, FitToScreen: false, Order: 0, Contents: contents }]}
        articleName="Rush hour"
      />
    </Providers>,
  );

// Issue 32: a YouTube block was a video element the page's policy blocks; a picture's alternative text
// was its caption's markup.
describe("an article's blocks", () => {
  it("plays a YouTube address in youtube-nocookie's player, even with the block's YouTube box unticked", () => {
    const { container } = renderBlocks(
      block({
        ContentType: ContentType.Video,
        IsYouTube: false,
        VideoURL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        Content: '<p>Shared rides</p>',
      }),
    );
    const player = screen.getByTitle('Shared rides');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
    expect(container.querySelector('video')).toBeNull();
  });

  it('keeps a video of its own (an uploaded file) in a video element', () => {
    const { container } = renderBlocks(
      block({ ContentType: ContentType.Video, VideoURL: '/files/ride.mp4' }),
    );
    expect(container.querySelector('video')).toHaveAttribute('src', '/files/ride.mp4');
  });

  it("describes a picture with its caption's words, without markup", () => {
    renderBlocks(
      block({
        ContentType: ContentType.Picture,
        Picture: '/files/car.jpg',
        Content: '<p>A <strong>blue</strong> car &amp; its driver&nbsp;at &#8220;Ikeja&#8221;</p>',
      }),
      block({ ContentType: ContentType.Picture, Picture: '/files/road.jpg', Content: '<p><br></p>' }),
    );
    expect(screen.getByRole('img', { name: 'A blue car & its driver at “Ikeja”' })).toHaveAttribute(
      'src',
      '/files/car.jpg',
    );
    // A caption that says nothing: the article's name.
    expect(screen.getByRole('img', { name: 'Rush hour' })).toHaveAttribute('src', '/files/road.jpg');
  });
});
