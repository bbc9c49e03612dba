/*
 * All of Mantine's styles, for the screens that may draw any component: the back office (with the form
 * engine and the date pickers), the account pages and the contact form. A public page's first load has only
 * `public-styles.ts` (issue 20 §5).
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
