import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineGraphqlDocuments } from './build/inline-graphql-documents';

const clientDir = import.meta.dirname;
const apiServer = 'http://localhost:3000';

/**
 * The console URLs whose first screen is a big grid (issue 16: the 10,000-room board, Recent Bookings), and
 * the page each opens (as client/src/modules/console/console-preload.ts loads it).
 */
const FIRST_SCREENS: Record<string, string> = {
  '/hotel': 'src/modules/dashboard/components/dashboard-page.tsx',
  '/hotel/bookings': 'src/modules/bookings/components/bookings-page.tsx',
};
/**
 * Where the build writes them for the server (a dot folder: express.static does not serve it); the server reads
 * the same path (server/src/http/first-screen-preloads.ts).
 */
const FIRST_SCREEN_PRELOADS_FILE = '.vite/first-screen-preloads.json';

/**
 * Writes, for each FIRST_SCREENS URL, the scripts and styles its page loads beyond the entry's own: the
 * server lists them in that URL's HTML as `modulepreload` and `preload` links, so the browser asks for the
 * page's code (Handsontable, 190 kB gzip) with the entry's, before the page's reads keep the server busy,
 * instead of once the entry has run (and behind them).
 */
function firstScreenPreloads(): Plugin {
  return {
    name: 'innkeep-first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and everything it imports statically (what must load before it runs). */
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = entry ? closure(entry.fileName) : new Set<string>();
      const preloads: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const [url, source] of Object.entries(FIRST_SCREENS)) {
        const page = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(clientDir, source));
        if (!page) throw new Error(`first-screen preloads: no chunk for ${source}`);
        const files = [...closure(page.fileName)].filter((file) => !loaded.has(file));
        preloads[url] = {
          scripts: files.map((file) => `/${file}`),
          styles: [...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))].map(
            (file) => `/${file}`,
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}

export default defineConfig({
  root: clientDir,
  plugins: [inlineGraphqlDocuments(path.resolve(clientDir, 'src')), react(), firstScreenPreloads()],
  resolve: {
    alias: { '@core': path.resolve(clientDir, '../core') },
  },
  build: {
    outDir: path.resolve(clientDir, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router in one chunk of their own: left to itself, rolldown cuts the first screen's shared
          // code along which lazy pages use what, and a new lazy page (the guests' booking page) re-cut it into
          // more, smaller files that gzip worse (+2.3 kB of the console's first JavaScript, for the same modules).
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    // core/ lives beside client/, outside the dev server's root.
    fs: { allow: [path.resolve(clientDir, '..')] },
    proxy: {
      '/api': apiServer,
      '/graphql': apiServer,
    },
  },
});
