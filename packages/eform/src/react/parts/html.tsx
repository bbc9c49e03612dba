import DOMPurify from 'dompurify';

/** HTML written by users (explanations, success messages, rich text), sanitised before it is shown or stored. */
export const sanitizeHtml = (html: string) => DOMPurify.sanitize(html);

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
