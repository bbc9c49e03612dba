/** What window.matchMedia answers in jsdom, which has no layout: a list that `matches` or not. */
export const fakeMediaQueryList = (query: string, matches = false) => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
