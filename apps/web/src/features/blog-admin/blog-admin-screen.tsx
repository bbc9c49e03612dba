import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen, useScreenUrl } from '../../components/screen/index.ts';
import { blogBulkActions } from './blog-bulk-actions.ts';
import { useBlogColumns } from './blog-columns.tsx';
import { BlogEditorPage } from './editor/blog-editor.tsx';

const { GetBlogs, CreateBlog } = calls.Blogs;

/** spec 001 §2 and issue 20 §3: /admin/articles, the Blog Center, for those who may see the Blog & Articles endpoint. */
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
      exportCall={calls.Blogs.ExportBlogs}
      list={list}
      columns={columns}
      label="Articles"
      create={{ call: CreateBlog, onClick: url.openNew }}
      bulk={blogBulkActions}
    />
  );
}
