import type { Plugin, Rolldown } from 'vite';

/** V8's per-file compile hint (Chromium 136 and later; other engines read it as a comment). */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of the chunks whose functions run as soon as they load, so Chromium
 * compiles all of them on the thread that streams the script in, instead of one at a time on the main
 * thread the first time each is called (apps/server/bench/README.md has what that saves a form's first
 * render). Mark only chunks used at once: a function compiled and never called costs memory.
 *
 * The hint must open the file, so it goes in last, after minification and after Vite has put its preload
 * helper at the top of the entry; the source map moves down one line with the code. The file names' hashes
 * were taken before, which is safe: the same chunk always gets the same hint.
 */
export function compileHints(calledOnLoad: (chunk: Rolldown.OutputChunk) => boolean): Plugin {
  return {
    name: 'wayfare-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !calledOnLoad(file)) continue;
          file.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${file.code}`;
          // The source map is already its own file here. Its lines are separated by ';': an empty first
          // line moves every mapping down one.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
