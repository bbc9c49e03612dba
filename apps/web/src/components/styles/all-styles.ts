/*
 * All of Mantine's styles, for the screens that may draw any component: the back office (with the form
 * engine and the date pickers), the account pages and the contact form. A public page's first load has only
 * `public-styles.ts` (issue 20 §5).
 *
 * In the cascade layer `mantine`, as `public-styles.ts`: this sheet arrives with a lazily loaded screen, possibly
 * after the styles of Mantine's extensions (the rich-text editor's, the drop zone's), which must win over the
 * core's as when they are imported after it. Rules in a layer yield to rules outside any, whatever their order.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.css';
