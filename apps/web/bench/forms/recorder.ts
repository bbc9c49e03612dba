import type { Interaction } from './bench-api.ts';

type OpenInteraction = {
  kind: Interaction['kind'];
  target: string;
  start: number;
  commits: number[];
  renderedFields: string[];
};

/** A control's accessible name as a person would read it: its aria-label, else its label's text. */
function nameOf(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return '';
  const labelled = target.getAttribute('aria-label');
  if (labelled) return labelled;
  const labels = (target as HTMLInputElement).labels;
  return labels?.[0]?.textContent?.trim() || target.textContent?.trim() || target.tagName.toLowerCase();
}

/**
 * Times what each key press and click costs until its result is in the DOM. The clock starts in the first
 * listener of the event (capture phase on window, before React's own listener on the root) and stops at the
 * last moment the DOM changed or a field rendered because of it:
 * - a MutationObserver on the whole document is called once the task that changed the DOM has finished
 *   (React's commit and the effects it runs synchronously included);
 * - each field render (RenderProbeContext) queues a microtask, which runs after React's synchronous
 *   render-and-commit of that update, so a render that leaves the DOM as it was is counted and timed too.
 * An interaction stays open until the next one starts or the page settles.
 */
export function createRecorder() {
  let recording = false;
  let open: OpenInteraction | null = null;
  let closed: Interaction[] = [];
  let fieldRenders = 0;
  let lastChange = performance.now();

  const close = () => {
    if (!open) return;
    const { start, commits } = open;
    closed.push({
      kind: open.kind,
      target: open.target,
      firstCommitMs: commits.length > 0 ? commits[0]! - start : null,
      committedMs: commits.length > 0 ? Math.max(...commits) - start : null,
      renderedFields: open.renderedFields,
    });
    open = null;
  };

  const markChange = () => {
    lastChange = performance.now();
    open?.commits.push(lastChange);
  };

  const begin = (kind: Interaction['kind']) => (event: Event) => {
    if (!recording) return;
    close();
    open = { kind, target: nameOf(event.target), start: performance.now(), commits: [], renderedFields: [] };
  };

  window.addEventListener('keydown', begin('keydown'), { capture: true });
  window.addEventListener('click', begin('click'), { capture: true });
  new MutationObserver(markChange).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });

  return {
    /** The RenderProbeContext value: called by every FieldView render with the field's key. */
    probe(fieldKey: string) {
      fieldRenders++;
      if (!open) return;
      open.renderedFields.push(fieldKey);
      queueMicrotask(markChange);
    },
    fieldRenderCount: () => fieldRenders,
    startRecording() {
      open = null;
      closed = [];
      recording = true;
    },
    interactions() {
      close();
      return closed;
    },
    settle(quietMs: number) {
      return new Promise<void>((resolve) => {
        const check = () => {
          const quietFor = performance.now() - lastChange;
          if (quietFor >= quietMs) resolve();
          else setTimeout(check, quietMs - quietFor + 1);
        };
        check();
      });
    },
  };
}
