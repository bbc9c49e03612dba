import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { blogPageHeads, blogSitemap } from './blog-pages.ts';
import { blogHandlers } from './blogs.handlers.ts';

/** spec 001 §7 and issue 20: the Blog calls, the articles' heads in the app's HTML and in the sitemap. */
export const blogsModule = ({ db }: AppContext): ModuleParts => ({
  handlers: [blogHandlers(db)],
  pageHeads: [blogPageHeads(db)],
  sitemap: [blogSitemap(db)],
});
