import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { LIST_SEARCH_DELAY_MS } from './search-layout.ts';

type KeywordBoxProps = {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  placeholder: string;
  delayMs?: number;
};

/**
 * spec 000 §2.3: the keyword box with a search icon; the list reloads once typing has paused for
 * the search delay (Enter searches at once). A keyword changed from outside (back/forward) is shown.
 */
export function KeywordBox({
  keyword,
  onKeywordChange,
  placeholder,
  delayMs = LIST_SEARCH_DELAY_MS,
}: KeywordBoxProps) {
  const [text, setText] = useState(keyword);
  // On a page the server drew (the blog, issue 20 §5), what is typed before the app runs would be lost.
  const waiting = !useInBrowser();
  const lastSent = useRef(keyword);
  const send = useDebouncedCallback((value: string) => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    onKeywordChange(value);
  }, delayMs);

  useEffect(() => {
    if (keyword === lastSent.current) return;
    lastSent.current = keyword;
    send.cancel();
    setText(keyword);
  }, [keyword, send]);

  return (
    <TextInput
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send.flush();
      }}
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      readOnly={waiting}
    />
  );
}
