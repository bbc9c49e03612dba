import { Button, Group, Modal } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { blogTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { FormValues } from '@wayfare/eform/core';
import { useMemo, useState } from 'react';
import type { BreadcrumbItem } from '../../../components/navigation/page-breadcrumb.tsx';
import { EditorFrame, type ScreenUrl, useRecordEditor } from '../../../components/screen/index.ts';
import { useBlogById } from '../api/get-blog-by-id.ts';
import { blogForm } from '../forms/blog-form.ts';
import { ArticlePreview } from './article-preview.tsx';
import { blogValues, isArticle, newBlog, rowsOf } from './blog-values.ts';

const { CreateBlog, UpdateBlog } = calls.Blogs;

/** The editor at `?edit=<Id|new>`: a new article, or a saved one read by GetBlogById. */
export function BlogEditorPage({ url }: { url: ScreenUrl }) {
  const id = url.isNew ? 0 : Number(url.editing);
  const saved = useBlogById(id, { enabled: !url.isNew && Number.isInteger(id) && id > 0 });
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
