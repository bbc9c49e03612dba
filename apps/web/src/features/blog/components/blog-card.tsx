import { Card, Image, Stack, Text } from '@mantine/core';
import type { PublishedBlogRow } from '@wayfare/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../../components/format.ts';
import { PLACEHOLDER_PICTURE } from '../../../components/placeholder-pictures.ts';
import { paths } from '../../../lib/paths.ts';

/** spec 001 §2: a blog card: the picture (the placeholder when missing), the name and the article date. */
export function BlogCard({ blog, eager = false }: { blog: PublishedBlogRow; eager?: boolean }) {
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
        <Image
          src={blog.Picture || PLACEHOLDER_PICTURE}
          fallbackSrc={PLACEHOLDER_PICTURE}
          alt=""
          h={180}
          w="100%"
          fit="cover"
          loading={eager ? 'eager' : 'lazy'}
          width={400}
          height={180}
        />
      </Card.Section>
      <Stack gap={4} mt="md">
        <Text fw={600} lineClamp={2} component="h2" fz="md" m={0}>
          {blog.Name}
        </Text>
        {blog.ArticleDate && (
          <Text size="sm" c="dimmed" component="time" dateTime={blog.ArticleDate}>
            {formatDate(blog.ArticleDate)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
