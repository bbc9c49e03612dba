import { AspectRatio, Box, Grid, Image, Typography } from '@mantine/core';
import { type BlogContent, type BlogRow, ContentType, EMBED_SANDBOX } from '@wayfare/contracts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { plainTextOf, sanitizedEmbed, sanitizedText, videoEmbedAddress } from './article-html.ts';

/** HTML already sanitised: by the server as it served it, or by one of the sanitisers of article-html.ts. */
function Sanitised({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and by DOMPurify (see the callers)
  return <Box className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Rich text of an article (a Text block, the summary). DOMPurify needs a browser's DOM, so the server's render
 * and the browser's first render (hydration, which must draw the same) show it as the API served it: the
 * server sanitises an article's HTML on save and again as it serves a published one (issue 20 §1). Once in
 * the browser it goes through DOMPurify too; React rewrites the markup only where the result differs.
 */
export function ArticleText({ html }: { html: string }) {
  const inBrowser = useInBrowser();
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      <Sanitised html={inBrowser ? sanitizedText(html) : html} />
    </Typography>
  );
}

/** The height the frames of an Embedded_Content block take: their own, or a browser's default of 150 px. */
const framesHeight = (html: string) =>
  [...html.matchAll(/<iframe\b[^>]*>/gi)].reduce((sum, [tag]) => {
    const height = /\bheight\s*=\s*["']?(\d+)/i.exec(tag)?.[1];
    return sum + (height ? Number(height) : 150);
  }, 0);

/**
 * An Embedded_Content block (a map, a player): drawn in the browser only, through DOMPurify, which rewrites
 * its frames' attributes; the server's render and hydration draw an empty box of its size in its place.
 */
function Embed({ html }: { html: string }) {
  const inBrowser = useInBrowser();
  if (!inBrowser) return <Box className="article-embed" h={framesHeight(html)} aria-hidden />;
  return <Sanitised html={sanitizedEmbed(html)} className="article-embed" />;
}

/**
 * A video block. A YouTube or Vimeo address is that site's player in a frame (YouTube's privacy-friendly
 * youtube-nocookie.com, which the page's frame-src allows), whatever the block's YouTube box says: as the
 * source of a video element it plays nothing, and the page's policy (media-src 'self') refuses it (issue 32).
 */
function Video({ content, title }: { content: BlogContent; title: string }) {
  const embed = videoEmbedAddress(content.VideoURL, content);
  if (embed)
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={embed}
          title={title}
          sandbox={EMBED_SANDBOX}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      </AspectRatio>
    );
  if (!content.VideoURL) return null;
  return (
    <video
      src={content.VideoURL}
      poster={content.Poster || undefined}
      controls={content.AllowControl}
      autoPlay={content.AutoPlay}
      muted={content.Mute || content.AutoPlay}
      loop={content.LoopForever}
      playsInline
      preload="metadata"
      title={title}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    />
  );
}

function Block({ content, articleName }: { content: BlogContent; articleName: string }) {
  switch (content.ContentType) {
    case ContentType.Text:
      return <ArticleText html={content.Content} />;
    case ContentType.Picture:
      return content.Picture ? (
        // Its caption may be rich text: the alternative text is what it says, without its markup (issue 32).
        <Image
          src={content.Picture}
          alt={plainTextOf(content.Content) || articleName}
          radius="md"
          loading="lazy"
        />
      ) : null;
    case ContentType.Video:
      return <Video content={content} title={plainTextOf(content.Content) || `${articleName}: video`} />;
    case ContentType.Embedded_Content:
      return <Embed html={content.Content} />;
    default:
      return null;
  }
}

/** spec 001 §2 and §3: an article's rows of content blocks, each block in its width of 12 columns. */
export function ArticleRows({ rows, articleName }: { rows: BlogRow[]; articleName: string }) {
  const ordered = [...rows].sort((a, b) => a.Order - b.Order);
  return (
    <Box>
      {ordered.map((row, rowIndex) => (
        <Grid key={row.Id || `row-${rowIndex}`} gap="lg" mb="lg" data-testid="article-row">
          {row.Contents.map((content, index) => (
            <Grid.Col
              key={content.Id || `content-${index}`}
              span={{ base: 12, sm: content.Width }}
              data-content-type={content.ContentType}
            >
              <Block content={content} articleName={articleName} />
            </Grid.Col>
          ))}
        </Grid>
      ))}
    </Box>
  );
}
