import { type ComponentType, createContext, lazy, useContext } from 'react';

/**
 * The source modules of the lazily loaded code a server render drew (`src/...` paths, the keys of the
 * client build's manifest). The server render provides the set; in the browser there is none.
 */
export const RenderedModules = createContext<Set<string> | undefined>(undefined);

/** Every lazyModule's loader, by its source path. */
const loaders = new Map<string, () => Promise<void>>();

/**
 * `React.lazy` that names its module (issue 20 §5), so that
 * - a page rendered on the server has the module's styles in its head (apps/server/src/http/prerender.ts),
 *   or the HTML drawn there would show unstyled until the chunk's CSS arrives;
 * - the browser can load the modules the server drew before it takes the page over (`preloadModules`): the
 *   page is then hydrated whole at once, and a click that comes meanwhile cannot make React throw away
 *   the server's HTML of a part still waiting for its code.
 * `source` is the module's path from apps/web, as the import names it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy takes them
export function lazyModule<Props extends Record<string, any>>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  source: `src/${string}`,
) {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce) as unknown as ComponentType<Props>;
  loaders.set(source, async () => {
    await loadOnce();
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once, at a module's top level, as React.lazy is
  function LazyModule(props: Props) {
    useContext(RenderedModules)?.add(source);
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return LazyModule;
}

/** Loads the named lazyModules' code (names it does not know are skipped). */
export const preloadModules = (sources: readonly string[]) =>
  Promise.all(sources.map((source) => loaders.get(source)?.()));
