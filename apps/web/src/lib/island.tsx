import { type ComponentType, createContext, useContext, useId } from 'react';

/** An interactive part the server's render of a public page met: drawn apart, hydrated apart. */
export type IslandSeen = { name: string; props: Record<string, unknown> };

/**
 * The islands a server render of a public page met, by their element's key (entry-server.tsx provides it).
 * Without it (the browser's app, the tests, an island's own render) an island is its component, in place.
 */
export const IslandCollector = createContext<Map<string, IslandSeen> | undefined>(undefined);

/** The attribute naming an island's element; its value is the island's key (its roots' identifierPrefix). */
export const ISLAND_KEY_ATTRIBUTE = 'data-island-key';

/**
 * Marks an interactive part of a public page (issue 32: the static parts are sent as HTML and not hydrated).
 * The server's render draws it as its own root in an element of its own (app/islands/island-root.tsx), and
 * the browser hydrates that element alone, with the island's code alone (app/islands/hydrate-islands.tsx).
 * `name` is its key in app/islands/island-loaders.ts. Its props travel in the page as JSON, so they must be
 * plain data.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React's own ComponentType takes them
export function island<Props extends Record<string, any>>(name: string, Component: ComponentType<Props>) {
  function Island(props: Props) {
    const collector = useContext(IslandCollector);
    // Stable across the render's retries (a lazy part): the same island is met once.
    const key = `island${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
    if (!collector) return <Component {...props} />;
    collector.set(key, { name, props });
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        style={{ display: 'contents' }}
        {...{ [ISLAND_KEY_ATTRIBUTE]: key }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
