import { AspectRatio, Box, Grid, Image, Typography } from '@mantine/core';
import { type BlogContent, type BlogRow, ContentType, EMBED_SANDBOX } from '@wayfare/contracts';
import { sanitizedEmbed, sanitizedText, videoEmbedAddress } from './article-html.ts';

/** HTML already passed through one of the sanitisers of article-html.ts. */
function Sanitised({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (article-html.ts) by the caller
  return <Box className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Rich text of an article (a Text block, the summary), sanitised again with DOMPurify. */
export function ArticleText({ html }: { html: string }) {
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      <Sanitised html={sanitizedText(html)} />
    </Typography>
  );
}

function Video({ content, title }: { content: BlogContent; title: string }) {
  const embed = content.IsYouTube ? videoEmbedAddress(content.VideoURL, content) : null;
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
        <Image src={content.Picture} alt={content.Content || articleName} radius="md" loading="lazy" />
      ) : null;
    case ContentType.Video:
      return <Video content={content} title={content.Content || `${articleName}: video`} />;
    case ContentType.Embedded_Content:
      return <Sanitised html={sanitizedEmbed(content.Content)} className="article-embed" />;
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
