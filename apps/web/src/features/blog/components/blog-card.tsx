import { AspectRatio, Card, Image, Stack, Text } from '@mantine/core';
import type { PublishedBlogRow } from '@wayfare/contracts';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../components/format-calendar-date.ts';
import { PLACEHOLDER_PICTURE } from '../../../components/placeholder-pictures.ts';
import { paths } from '../../../lib/paths.ts';

const PICTURE = { width: 1200, height: 630 };

type BlogCardProps = {
  blog: PublishedBlogRow;
  /** In view at first paint: loaded at once; the others load as they come near (issue 32). */
  eager?: boolean;
  /** The first picture, the page's largest paint on a phone: fetched before the others. */
  first?: boolean;
};

/** spec 001 §2: a blog card: the picture (the placeholder when missing), the name and the article date. */
export function BlogCard({ blog, eager = false, first = false }: BlogCardProps) {
  return (
    <Card
      component={Link}
      to={paths.article(blog.Url)}
      withBorder
      radius="md"
      padding="md"
      style={{ height: '100%' }}
    >
      <Card.Section>
        {/* The shape of a link preview's picture (1200 × 630), so a whole article picture shows. */}
        <AspectRatio ratio={PICTURE.width / PICTURE.height}>
          <Image
            src={blog.Picture || PLACEHOLDER_PICTURE}
            fallbackSrc={PLACEHOLDER_PICTURE}
            alt=""
            fit="cover"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={first ? 'high' : undefined}
            // Its size before it arrives, so nothing moves when it does.
            width={PICTURE.width}
            height={PICTURE.height}
            w="100%"
            h="100%"
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="md">
        <Text fw={600} lineClamp={2} component="h2" fz="md" m={0}>
          {blog.Name}
        </Text>
        {blog.ArticleDate && (
          <Text size="sm" c="dimmed" component="time" dateTime={blog.ArticleDate}>
            {formatCalendarDate(blog.ArticleDate)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
