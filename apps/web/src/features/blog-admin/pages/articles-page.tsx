import { BlogAdminScreen } from '../blog-admin-screen.tsx';

/** spec 001 §2: /admin/articles, the Blog Center. */
export default function ArticlesPage() {
  return <BlogAdminScreen />;
}
