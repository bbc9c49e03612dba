import type { Category } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useSearchParams } from 'react-router';
import { ListingCards } from '../../components/listing/listing-cards.tsx';
import { type BreadcrumbItem, PageBreadcrumb } from '../../components/navigation/page-breadcrumb.tsx';
import { EditorFrame, useRecordEditor, useScreenUrl } from '../../components/screen/index.ts';
import { useAllCategories } from './api/get-all-categories.ts';
import { useCategoryCards } from './category-cards.tsx';
import { categoryForm } from './category-form.ts';
import { childrenOf, pathTo } from './category-tree.ts';

/** The parent whose children show, in the URL so that reload and Back keep the level. */
export const PARENT_PARAM = 'parent';
const { CreateCategory, UpdateCategory } = calls.Category;

function CategoryEditor(props: {
  values: Category | { Id: 0; ParentId: number | null };
  trail: BreadcrumbItem[];
  title: string;
  onBack: () => void;
}) {
  const editor = useRecordEditor({
    form: categoryForm,
    create: CreateCategory,
    update: UpdateCategory,
    values: { Name: '', ImageURL: '', Description: '', ...props.values },
    onSaved: props.onBack,
  });
  return (
    <EditorFrame
      trail={props.trail}
      title={props.title}
      item="category"
      onBack={props.onBack}
      editor={editor}
    />
  );
}

/**
 * spec 001 §2 and issue 15 §7: the categories as cards, six per row on a wide screen, one level at a
 * time: the children of the parent the URL names (?parent=<Id>, none for the top level), its ancestors
 * in the breadcrumb. Every category is one public call (GetAllCategories): the levels are drawn from it,
 * so there is no search or paging. Edit and New open the form at ?edit=<Id|new> beside the parent.
 */
export function CategoriesScreen() {
  const url = useScreenUrl();
  const [params, setParams] = useSearchParams();
  const all = useAllCategories();
  const rows = all.data?.rows ?? [];
  const parentParam = Number(params.get(PARENT_PARAM));
  const ancestors = pathTo(rows, Number.isInteger(parentParam) && parentParam > 0 ? parentParam : null);
  const parent = ancestors.at(-1);
  const openParent = (id: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete(PARENT_PARAM);
      else next.set(PARENT_PARAM, String(id));
      return next;
    });
  const trail: BreadcrumbItem[] = [
    { label: 'Categories', onClick: () => openParent(null) },
    ...ancestors.map((category) => ({ label: category.Name, onClick: () => openParent(category.Id) })),
  ];
  const cards = useCategoryCards(childrenOf(rows, parent?.Id ?? null), parent, {
    openEdit: url.openEdit,
    openNew: url.openNew,
    openParent,
  });

  if (url.editing !== null) {
    const record = url.isNew
      ? { Id: 0 as const, ParentId: parent?.Id ?? null }
      : rows.find((row) => String(row.Id) === url.editing);
    const title = url.isNew
      ? 'New Category'
      : `Edit ${record && 'Name' in record ? record.Name : 'Category'}`;
    if (!record)
      return (
        <EditorFrame
          trail={trail}
          title={title}
          item="category"
          onBack={url.close}
          state={all.isPending ? 'loading' : 'missing'}
        />
      );
    return (
      <CategoryEditor key={url.editing} values={record} trail={trail} title={title} onBack={url.close} />
    );
  }
  return (
    <>
      {/* The top level is the page itself, named by the shell's header: the breadcrumb starts inside a parent. */}
      {parent && <PageBreadcrumb items={trail} />}
      <ListingCards items={all.isPending ? [] : cards} loading={all.isPending} perRow={6} />
    </>
  );
}
