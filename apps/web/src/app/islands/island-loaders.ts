import type { ComponentType } from 'react';

/*
 * The interactive parts of the public pages (issue 32), each loaded on its own: the browser downloads the code
 * of the islands a page has, and not the page's static parts around them. Each name is used with
 * `island(name, Component)` (lib/island.tsx) where the page draws it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any island's props; they arrive as the page's JSON
type Loader = () => Promise<ComponentType<any>>;

export const islandLoaders: Record<string, Loader> = {
  'public-header': () => import('../public-layout/public-header.tsx').then((module) => module.PublicHeader),
  'public-page-effects': () =>
    import('../public-layout/public-page-effects.tsx').then((module) => module.PublicPageEffects),
  'alert-area': () => import('../../components/alert-area.tsx').then((module) => module.AlertArea),
  'fare-estimate': () =>
    import('../../features/home/banner/fare-estimate.tsx').then((module) => module.FareEstimateBox),
  'steps-carousel': () =>
    import('../../features/home/how-it-works/steps-carousel-slot.tsx').then(
      (module) => module.StepsCarouselSlot,
    ),
  'blog-search': () =>
    import('../../features/blog/components/blog-search.tsx').then((module) => module.BlogSearch),
  'blog-pagination': () =>
    import('../../features/blog/components/blog-search.tsx').then((module) => module.BlogPagination),
  'contact-form': () =>
    import('../../features/content-pages/contact/contact-form-slot.tsx').then(
      (module) => module.ContactFormSlot,
    ),
  'register-form': () =>
    import('../../features/account/register/register-form.tsx').then((module) => module.RegisterForm),
  'account-forms': () =>
    import('../../features/account/pages/account-forms.tsx').then((module) => module.AccountForms),
};
