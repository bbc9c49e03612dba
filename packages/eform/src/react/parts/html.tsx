import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/**
 * DOMPurify's own instance for user HTML (its hook stays out of the page's shared one): a link may open in a
 * new tab, which the rich-text link editor offers, and then never gets a hold on this page (rel noopener).
 * Any other target is dropped.
 */
function userHtmlPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const link = node as Element;
    if (link.nodeName !== 'A' || !link.hasAttribute('target')) return;
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer nofollow');
    else link.removeAttribute('target');
  });
  return purifier;
}

/** HTML written by users (explanations, success messages, rich text), sanitised before it is shown or stored. */
export const sanitizeHtml = (html: string) => userHtmlPurifier().sanitize(html, { ADD_ATTR: ['target'] });

type HtmlProps = { html: string; id?: string; className?: string; component?: 'div' | 'span' };

/** Sanitised HTML (ARCHITECTURE: user HTML is sanitised on render with DOMPurify). */
export function Html({ html, id, className, component: Component = 'div' }: HtmlProps) {
  return (
    <Component
      id={id}
      className={className ? `eform-html ${className}` : 'eform-html'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
