import type { Rolldown } from 'vite';

/**
 * The chunks a page downloads: the first script, the chunks of the modules it loads lazily (`loaded`, e.g. the
 * app and the page's screen), and every chunk these import, from a build's output.
 */
export function pageChunks(output: Rolldown.RolldownOutput, loaded: RegExp[]) {
  const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const page = new Set<Rolldown.OutputChunk>();
  const add = (chunk: Rolldown.OutputChunk) => {
    if (page.has(chunk)) return;
    page.add(chunk);
    for (const name of chunk.imports) add(byName.get(name)!);
  };
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId ?? '';
    if (chunk.isEntry || loaded.some((module) => module.test(facade))) add(chunk);
  }
  return [...page];
}

/** The modules whose code a chunk carries (a module the bundler left out whole is listed with no code). */
export const modulesIn = (chunk: Rolldown.OutputChunk) =>
  Object.entries(chunk.modules)
    .filter(([, module]) => module.renderedLength > 0)
    .map(([id]) => id);
