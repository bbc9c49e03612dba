import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { alertStore } from '../lib/alerts.ts';
import { session } from '../lib/session.ts';
import { fakeMediaQueryList } from './media-query.ts';

// jsdom lacks the browser APIs Mantine measures the page with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => fakeMediaQueryList(query),
});
window.HTMLElement.prototype.scrollIntoView = () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// A loaded machine renders Mantine slowly: wait up to 3 s for what a test expects to appear.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  // The session and the alerts are module state: start every test signed out and without alerts.
  session.signOut();
  alertStore.clear();
  window.history.replaceState(null, '', '/');
});
