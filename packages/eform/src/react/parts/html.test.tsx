// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html.tsx';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    expect(
      sanitizeHtml('<p onclick="x()">Hi<script>1</script><a href="javascript:alert(1)">go</a></p>'),
    ).toBe('<p>Hi<a>go</a></p>');
  });

  it('keeps a link opening in a new tab, which then gets no hold on the page, and drops any other target', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_top">a</a>')).toBe(
      '<a href="https://example.com">a</a>',
    );
  });

  it('leaves the page’s shared DOMPurify as it was', () => {
    sanitizeHtml('<p>first use</p>');
    expect(DOMPurify.sanitize('<a href="https://example.com" target="_blank">a</a>')).toBe(
      '<a href="https://example.com">a</a>',
    );
  });
});
