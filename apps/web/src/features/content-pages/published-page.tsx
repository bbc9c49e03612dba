import { Box, Loader } from '@mantine/core';
import { type PageTypeId, parseContentsJson } from '@wayfare/contracts';
import { type ReactNode, useMemo } from 'react';
import { ArticleRows, ArticleText } from '../../components/article/article-content.tsx';
import { usePublishedPage } from './api/get-published-page.ts';

/**
 * issue 20 §3: a published page of this kind (About, Contact) replaces the built-in text; without one,
 * or when it cannot be loaded, the built-in text shows.
 */
export function PublishedPageOr({ pageType, children }: { pageType: PageTypeId; children: ReactNode }) {
  const page = usePublishedPage(pageType);
  const rows = useMemo(() => parseContentsJson(page.data?.ContentsJson ?? ''), [page.data]);
  if (page.isPending) return <Loader size="sm" aria-label="Loading the page" my="md" />;
  if (!page.data) return <>{children}</>;
  return (
    <Box data-testid="published-page">
      <Box mb="lg" fz="lg">
        <ArticleText html={page.data.Summary} />
      </Box>
      <ArticleRows rows={rows} articleName={page.data.Name} />
    </Box>
  );
}
