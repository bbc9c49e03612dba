import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FirstRender } from './bench-api.ts';

export type Timings = Omit<FirstRender, 'fieldRenders'>;

/** Calls back with performance.now() once the frame now being made has been drawn. */
function afterThisFrame(record: (now: number) => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    record(performance.now());
    channel.port1.close();
  };
  // Posted from a requestAnimationFrame callback, the message runs as the task after the frame's rendering
  // (style, layout, paint), which follows the callbacks in the same task.
  channel.port2.postMessage(null);
}

/**
 * Renders `ui` into `container` in a new React root and times it the same way for every library: from
 * root.render() to the first frame drawn with the first screen in the DOM (the form reaching the bottom of the
 * viewport, or complete), to the complete form in the DOM (`isComplete()`, checked after every DOM change), and
 * to the first frame drawn with it.
 */
export function measureFirstRender(
  container: HTMLElement,
  ui: ReactNode,
  isComplete: () => boolean,
): { root: Root; timings: Promise<Timings> } {
  const root = createRoot(container);
  const timings = new Promise<Timings>((resolve) => {
    let started = 0;
    let completeMs: number | undefined;
    let firstScreenMs: number | undefined;
    let completePaintMs: number | undefined;
    const finish = () => {
      if (firstScreenMs === undefined || completePaintMs === undefined || completeMs === undefined) return;
      resolve({
        firstScreenMs,
        completeMs,
        completePaintMs,
        elements: container.querySelectorAll('*').length,
      });
    };
    const markComplete = () => {
      if (completeMs === undefined && isComplete()) completeMs = performance.now() - started;
      return completeMs !== undefined;
    };
    const observer = new MutationObserver(() => {
      if (markComplete()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    let screenSeen = false;
    const frame = () => {
      const complete = markComplete();
      if (!screenSeen && (complete || container.getBoundingClientRect().bottom >= innerHeight)) {
        screenSeen = true;
        afterThisFrame((now) => {
          firstScreenMs = now - started;
          finish();
        });
      }
      if (complete) {
        observer.disconnect();
        afterThisFrame((now) => {
          completePaintMs = now - started;
          finish();
        });
      } else requestAnimationFrame(frame);
    };
    started = performance.now();
    root.render(ui);
    requestAnimationFrame(frame);
  });
  return { root, timings };
}
