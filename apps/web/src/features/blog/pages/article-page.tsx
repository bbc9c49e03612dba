// Mantine's styles of the components an article draws beyond the public first load's (components/styles/public-styles.ts).
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { Anchor, Badge, Box, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { OTHER_ARTICLES_PAGE_SIZE, parseContentsJson, tagsOf } from '@wayfare/contracts';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArticleRows, ArticleText } from '../../../components/article/article-content.tsx';
import { formatCalendarDate } from '../../../components/format-calendar-date.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublishedBlog } from '../api/get-published-blog.ts';
import { usePublishedBlogs } from '../api/get-published-blogs.ts';

const blogWithKeyword = (keyword: string) => `${paths.blog}?keyword=${encodeURIComponent(keyword)}`;

/** spec 001 §2: the sidebar 'Other Articles': ten published articles, the current one excluded. */
function OtherArticles({ currentUrl }: { currentUrl: string }) {
  // One more than shown, so that ten remain once the current one is left out.
  const others = usePublishedBlogs({ page: 0, pageSize: OTHER_ARTICLES_PAGE_SIZE + 1 });
  const rows = others.isError
    ? []
    : (others.data?.rows ?? []).filter((row) => row.Url !== currentUrl).slice(0, OTHER_ARTICLES_PAGE_SIZE);
  return (
    <Box component="aside" aria-labelledby="other-articles">
      <Title order={2} size="h4" id="other-articles" mb="sm">
        Other Articles
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {others.isPending ? 'Loading…' : 'No other article yet.'}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <li key={row.Id}>
              <Anchor component={Link} to={paths.article(row.Url)} fw={500}>
                {row.Name}
              </Anchor>
              {row.ArticleDate && (
                <Text size="xs" c="dimmed">
                  {formatCalendarDate(row.ArticleDate)}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The article's title in the browser tab, once it is known. */
function ArticleTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

/**
 * spec 000 §2.1 and 001 §2: an article: title, summary, rows of content blocks in their widths, the
 * tags under 'Search with Tags' (each opening the blog searched for it), and 'Other Articles'. An
 * unknown or unpublished article shows the app's not-found page (`notFound`), as the server's 404 does.
 */
export function ArticlePage({ notFound }: { notFound: ReactNode }) {
  const { id: url = '' } = useParams();
  const article = usePublishedBlog(url, { silent: true });
  const missing = article.error instanceof ApiError && article.error.status === 404;
  // spec 001 §8: any other failure shows its error in an alert.
  useEffect(() => {
    if (article.error && !missing && !(article.error instanceof ApiError && article.error.redirectedToLogin))
      alertStore.error(article.error.message);
  }, [article.error, missing]);
  const rows = useMemo(() => parseContentsJson(article.data?.ContentsJson ?? ''), [article.data]);

  if (missing) return <>{notFound}</>;
  if (article.isPending) return <Loader aria-label="Loading the article" m="xl" />;
  const blog = article.data;
  const tags = blog ? tagsOf(blog.Tags) : [];

  return (
    <Grid gap={{ base: 'lg', md: 48 }}>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        {blog && (
          <Box component="article">
            <ArticleTitle name={blog.Name} />
            <Title order={1} mb={4}>
              {blog.Name}
            </Title>
            {blog.ArticleDate && (
              <Text c="dimmed" size="sm" mb="md" component="time" dateTime={blog.ArticleDate} display="block">
                {formatCalendarDate(blog.ArticleDate)}
              </Text>
            )}
            <Box mb="lg" fz="lg" data-testid="article-summary">
              <ArticleText html={blog.Summary} />
            </Box>
            <ArticleRows rows={rows} articleName={blog.Name} />
            {tags.length > 0 && (
              <Box component="section" aria-labelledby="search-with-tags" mt="xl">
                <Title order={2} size="h5" id="search-with-tags" mb="xs">
                  Search with Tags
                </Title>
                <Group gap="xs">
                  {tags.map((tag) => (
                    <Badge
                      key={tag}
                      component={Link}
                      to={blogWithKeyword(tag)}
                      variant="light"
                      size="lg"
                      radius="sm"
                      style={{ cursor: 'pointer', textTransform: 'none' }}
                    >
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Box>
            )}
          </Box>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <OtherArticles currentUrl={url} />
      </Grid.Col>
    </Grid>
  );
}

export default ArticlePage;
