import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';

/** HTML that users wrote, sanitised on render (ARCHITECTURE: sanitised on save and on render). */
export const sanitizeHtml = (html: string) => DOMPurify.sanitize(html);

export function SafeHtml({ html, ...props }: { html: string } & BoxProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised by DOMPurify just above
  return <Box {...props} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
