import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { Providers } from '../providers.tsx';
import { PageLoadRouter } from './page-load-router.tsx';

type IslandRootProps = {
  // biome-ignore lint/suspicious/noExplicitAny: any island's props, as the page's JSON gives them
  Component: ComponentType<any>;
  props: Record<string, unknown>;
  /** The page's address (path, search and hash). */
  url: string;
  client: QueryClient;
  /** Called once the island is hydrated (in the browser only). */
  onHydrated?: () => void;
};

function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * One island as its own React root (issue 32): the server draws it so (entry-server.tsx) and the browser
 * hydrates it so (hydrate-islands.tsx), the same tree on both sides, so their markup and ids match.
 */
export function IslandRoot({ Component, props, url, client, onHydrated }: IslandRootProps) {
  return (
    <StrictMode>
      <Providers client={client} island>
        <PageLoadRouter url={url}>
          <Component {...props} />
          <Hydrated onHydrated={onHydrated} />
        </PageLoadRouter>
      </Providers>
    </StrictMode>
  );
}
