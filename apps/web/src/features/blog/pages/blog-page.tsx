// Mantine's styles of the components the blog draws beyond the public first load's (components/styles/public-styles.ts).
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { Grid, Loader, SimpleGrid, Text } from '@mantine/core';
import { PUBLIC_BLOG_PAGE_SIZE, texts } from '@wayfare/contracts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PaginationBar } from '../../../components/pagination/pagination-bar.tsx';
import { KeywordBox } from '../../../components/search-bar/keyword-box.tsx';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { usePublishedBlogs } from '../api/get-published-blogs.ts';
import { BlogCard } from '../components/blog-card.tsx';

/** spec 000 §9: the public blog searches 3 s after typing stops. */
export const BLOG_SEARCH_DELAY_MS = 3000;
/** The cards a wide screen shows in its first row, there at first paint; the rest load as they come near. */
const CARDS_IN_FIRST_ROW = 4;
/** spec 000 §9: the blog's keyword box spans the whole width (12 of 12 columns). */
const BLOG_KEYWORD_SPAN = 12;

/**
 * spec 000 §2.1 and 001 §2: the blog centre. The keyword and page live in the address
 * (`/blog?keyword=lagos&page=1`), so an article's tag links open it already searched.
 */
export function BlogPage() {
  const { keyword, page, setKeyword, setPage } = useListUrlState();
  const blogs = usePublishedBlogs({ keyword, page });
  // spec 001 §8: a failed load shows its error in an alert (the query layer's) and empties the list.
  const rows = blogs.isError ? [] : (blogs.data?.rows ?? []);
  const total = blogs.isError ? 0 : (blogs.data?.total ?? 0);

  return (
    <>
      <PageHeading title={texts.blogCenterTitle} subtitle={texts.blogCenterSubtitle} />
      <Grid mb="lg">
        <Grid.Col span={BLOG_KEYWORD_SPAN}>
          <KeywordBox
            keyword={keyword}
            onKeywordChange={setKeyword}
            placeholder="Search articles"
            delayMs={BLOG_SEARCH_DELAY_MS}
          />
        </Grid.Col>
      </Grid>
      {blogs.isPending ? (
        <Loader aria-label="Loading articles" m="xl" />
      ) : blogs.isError ? null : rows.length === 0 ? (
        <Text c="dimmed" py="xl">
          {keyword ? `No article matches '${keyword}'.` : 'No article has been published yet.'}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          aria-label="Articles"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="lg"
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: blogs.isPlaceholderData ? 0.6 : 1 }}
        >
          {rows.map((blog, index) => (
            <li key={blog.Id}>
              <BlogCard blog={blog} eager={index < CARDS_IN_FIRST_ROW} first={index === 0} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {total > PUBLIC_BLOG_PAGE_SIZE && (
        <PaginationBar page={page} total={total} pageSize={PUBLIC_BLOG_PAGE_SIZE} onPageChange={setPage} />
      )}
    </>
  );
}

export default BlogPage;
