import { Stack, Text, Title } from '@mantine/core';
import type { BlogRow } from '@wayfare/contracts';
import type { FormValues } from '@wayfare/eform/core';
import { ArticleRows, ArticleText } from '../../../components/article/article-content.tsx';
import { formatDate } from '../../../components/format.ts';

/** The article as the public article page shows it (the same blocks, sanitised the same way). */
export function ArticlePreview({ values, rows }: { values: FormValues; rows: BlogRow[] }) {
  const name = String(values.Name ?? '');
  return (
    <Stack gap="md" aria-label="Article preview">
      <Title order={2}>{name}</Title>
      {values.ArticleDate ? (
        <Text c="dimmed" size="sm">
          {formatDate(values.ArticleDate)}
        </Text>
      ) : null}
      <ArticleText html={String(values.Summary ?? '')} />
      <ArticleRows rows={rows} articleName={name} />
    </Stack>
  );
}
