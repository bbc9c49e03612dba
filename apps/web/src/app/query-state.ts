import type { DehydratedState } from '@tanstack/react-query';

/*
 * issue 20 §5: the data a public page was drawn with on the server (entry-server.tsx), carried in the page
 * as a JSON data block, so that the browser's first render (start.tsx) has the same data and draws the
 * same page. A data block is not executed, so the Content-Security-Policy's script-src 'self' allows it.
 */
const ELEMENT_ID = 'query-state';

/** The data block; every `<` escaped, so nothing in the data can close the element or open a comment. */
export const queryStateScript = (state: DehydratedState) =>
  `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The data the server drew the page with, if it sent any. */
export function readQueryState(): DehydratedState | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
