import { Anchor } from '@mantine/core';
import { ReadOnlyText } from './read-only.tsx';

/** Only web addresses become links: a javascript: or data: address typed into a URL field stays text. */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url.trim());

export function SafeLink({ url }: { url: string }) {
  if (!isWebAddress(url)) return <ReadOnlyText text={url} />;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {url}
    </Anchor>
  );
}
