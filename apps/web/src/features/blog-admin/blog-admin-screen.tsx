import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type BlogRow, blogTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { FormValues } from '@wayfare/eform/core';
import { useMemo, useState } from 'react';
import { ArticleRows, ArticleText } from '../../components/article/article-content.tsx';
import { formatDate } from '../../components/format.ts';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import type { BreadcrumbItem } from '../../components/navigation/page-breadcrumb.tsx';
import {
  EditorFrame,
  ListScreen,
  PermittedScreen,
  type ScreenUrl,
  useRecordEditor,
  useScreenUrl,
} from '../../components/screen/index.ts';
import { callQuery } from '../../lib/call-query.ts';
import { useBlogColumns } from './blog-columns.tsx';
import { blogForm, blogValues, isArticle, newBlog, rowsOf } from './blog-form.ts';

const { GetBlogs, GetBlogById, CreateBlog, UpdateBlog } = calls.Blogs;

/** spec 001 §2 and issue 20 §3: /admin/articles, the Blog Center, for every administrator. */
export function BlogAdminScreen() {
  return (
    <PermittedScreen call={GetBlogs}>
      <BlogCenter />
    </PermittedScreen>
  );
}

/** The articles with Create and their actions; the editor at `?edit=<Id|new>`. */
function BlogCenter() {
  const url = useScreenUrl();
  const list = useListPage({ call: GetBlogs });
  const columns = useBlogColumns(url.openEdit);
  if (url.editing !== null) return <BlogEditorPage key={url.editing} url={url} />;
  return (
    <ListScreen
      list={list}
      columns={columns}
      label="Articles"
      create={{ call: CreateBlog, onClick: url.openNew }}
    />
  );
}

function BlogEditorPage({ url }: { url: ScreenUrl }) {
  const id = url.isNew ? 0 : Number(url.editing);
  const saved = useQuery({
    ...callQuery(GetBlogById, { query: { id } }),
    enabled: !url.isNew && Number.isInteger(id) && id > 0,
  });
  const trail: BreadcrumbItem[] = [{ label: 'Blog Center', onClick: url.close }];
  if (url.isNew)
    return <BlogEditor initial={newBlog()} title="New Article" trail={trail} onBack={url.close} />;
  if (!saved.data)
    return (
      <EditorFrame
        trail={trail}
        title="Edit Article"
        item="article"
        onBack={url.close}
        state={saved.isPending && saved.fetchStatus !== 'idle' ? 'loading' : 'missing'}
      />
    );
  return (
    <BlogEditor
      initial={blogValues(saved.data)}
      title={`Edit ${saved.data.Name}`}
      trail={trail}
      onBack={url.close}
    />
  );
}

const articleRequired = ['ArticleDate'] as const;

type EditorProps = { initial: FormValues; title: string; trail: BreadcrumbItem[]; onBack: () => void };

/**
 * An article's form. Changing PageType to or from Article changes the form (the rows' FitToScreen, the
 * ArticleDate's note): it is built again from what has been typed so far.
 */
function BlogEditor(props: EditorProps) {
  const [draft, setDraft] = useState({ values: props.initial, generation: 0 });
  return (
    <BlogEditorForm
      key={draft.generation}
      {...props}
      initial={draft.values}
      onRebuild={(values) => setDraft({ values, generation: draft.generation + 1 })}
    />
  );
}

function BlogEditorForm({
  initial,
  title,
  trail,
  onBack,
  onRebuild,
}: EditorProps & {
  onRebuild: (values: FormValues) => void;
}) {
  const article = isArticle(initial.PageType);
  const form = useMemo(() => blogForm(article), [article]);
  const [preview, setPreview] = useState<FormValues | null>(null);
  const editor = useRecordEditor({
    form,
    create: CreateBlog,
    update: UpdateBlog,
    values: initial,
    onSaved: onBack,
    // spec 001 §5: 'ArticleDate is required' for an Article, a rule of the schema across properties.
    requiredByRule: article ? articleRequired : undefined,
    // spec 001 §8: '{name} has been updated Successfully. Thank you'; a new one '{Name} has been saved'.
    savedText: (reply) =>
      reply && typeof reply === 'object' && 'Name' in reply ? blogTexts.updated(String(reply.Name)) : '',
    onAnswer: (_answer, event, model) => {
      if (event.item || event.field.MyKey !== 'PageType' || isArticle(event.value) === article) return;
      onRebuild({ ...initial, ...model.getValues() });
    },
  });
  // ContentsJson is the serialised rows (issue 20 §1).
  const withRows = {
    ...editor,
    save: (values: FormValues) => editor.save({ ...values, ContentsJson: JSON.stringify(rowsOf(values)) }),
  };
  const intro = (
    <Group justify="flex-end" mb="sm">
      <Button
        variant="default"
        leftSection={<IconEye size={16} />}
        onClick={() => editor.model && setPreview(editor.model.getValues())}
      >
        Preview
      </Button>
    </Group>
  );
  return (
    <>
      <EditorFrame
        trail={trail}
        title={title}
        item="article"
        onBack={onBack}
        editor={withRows}
        intro={intro}
      />
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title="Preview" size="xl">
        {preview && <ArticlePreview values={preview} rows={rowsOf(preview)} />}
      </Modal>
    </>
  );
}

/** The article as the public article page shows it (the same blocks, sanitised the same way). */
function ArticlePreview({ values, rows }: { values: FormValues; rows: BlogRow[] }) {
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
