import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the client build (client/vite.config.ts firstScreenPreloads), beside index.html. */
export const FIRST_SCREEN_PRELOADS_FILE = '.vite/first-screen-preloads.json';

const preloadsSchema = z.record(
  z.string().startsWith('/'),
  z.object({ scripts: z.array(z.string().startsWith('/')), styles: z.array(z.string().startsWith('/')) }),
);
export type FirstScreenPreloads = z.infer<typeof preloadsSchema>;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The index.html of each console URL whose first screen is a big grid, with its page's code listed in the
 * head (issue 16): the browser asks for it with the entry's own, while the server is still idle, rather than
 * once the entry has run, behind the first screen's reads (a single-threaded server answers them one at a
 * time, and static files wait their turn). `crossorigin` as Vite's own links, so the page's import finds them.
 * Any other path gets `indexHtml` unchanged.
 */
export function firstScreenHtml(indexHtml: string, preloads: FirstScreenPreloads): (pathname: string) => string {
  const pages = new Map(
    Object.entries(preloads).map(([url, { scripts, styles }]) => {
      const links = [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
        ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`),
      ].join('\n    ');
      return [url, indexHtml.replace('</head>', `  ${links}\n  </head>`)] as const;
    }),
  );
  return (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? indexHtml;
}

/** The build's preload lists, or none (an older build, or one made without the plugin). */
export function readFirstScreenPreloads(clientDist: string): FirstScreenPreloads {
  const file = path.join(clientDist, FIRST_SCREEN_PRELOADS_FILE);
  if (!existsSync(file)) return {};
  return preloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
