/** Every route of the web app, in one typed registry (spec 000 §2.1 and §2.2). */
export const paths = {
  home: '/',
  blog: '/blog',
  article: (url: string) => `/article/${encodeURIComponent(url)}`,
  privacyPolicy: '/privacypolicy',
  termsAndConditions: '/termsandconditions',
  about: '/about',
  contact: '/contact',
  login: (returnPath?: string) =>
    returnPath ? `/account/login/${encodeURIComponent(returnPath)}` : '/account/login',
  register: '/account/register',
  resetPassword: '/account/resetpassword',
  setPassword: '/account/setpassword',
  deleteAccount: '/account/deleteaccount',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  adminHome: '/admin/home',
  admin: (page: string) => `/admin/${page}`,
  customer: (page: string) => `/teacher/${page}`,
} as const;

/** spec 000 §2.2: a page counts as an admin page when its path starts with /admin/ or /order/. */
export const isAdminPage = (pathname: string) => /^\/(admin|order)\//i.test(pathname);
