import { type StartServerOptions, startServer, type WayfareServer } from './server.ts';

/**
 * A worker's servers, each still one test's alone: the next test's server (on a copy of the
 * template, without options) starts while this test runs, and a finished test's server stops while
 * the next one runs. A start is most of a short journey's time (about 2.5 s of CPU: the build's
 * modules, PGlite's WebAssembly and the database); a stop another half second.
 */
export type ServerPool = {
  /** A fresh server for one test: the one started ahead when the options are the defaults. */
  take(options: StartServerOptions): Promise<WayfareServer>;
  /** Stops a test's server in the background (its folder deleted too); `close` waits for it. */
  release(server: WayfareServer): void;
  /** Waits for every stop, and stops the server started ahead. */
  close(): Promise<void>;
};

const usesDefaults = (options: StartServerOptions) => Object.keys(options).length === 0;

export function createServerPool(): ServerPool {
  let ahead: Promise<WayfareServer> | undefined;
  const stopping = new Set<Promise<void>>();
  const stopFailures: unknown[] = [];

  /** Starts the next default server once `current` has started, so the two do not share the CPU. */
  const startAheadAfter = (current: Promise<unknown>) => {
    const next = current.then(
      () => startServer(),
      () => startServer(),
    );
    // A failed start is reported to the test that takes it.
    next.catch(() => {});
    ahead = next;
  };

  return {
    take(options) {
      if (!usesDefaults(options)) return startServer(options);
      const taken = ahead ?? startServer();
      startAheadAfter(taken);
      return taken;
    },
    release(server) {
      const stopped: Promise<void> = server
        .stop()
        .catch((error: unknown) => {
          stopFailures.push(error);
        })
        .finally(() => stopping.delete(stopped));
      stopping.add(stopped);
    },
    async close() {
      const left = ahead;
      ahead = undefined;
      const spare = await left?.catch(() => undefined);
      await Promise.all([...stopping, spare?.stop()]);
      if (stopFailures.length > 0) throw stopFailures[0];
    },
  };
}
