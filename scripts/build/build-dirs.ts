import path from 'node:path';

/** The folders of one build, under its root (dist/, or the folder a build is written to first). */
export interface BuildDirs {
  root: string;
  /** What the server serves (src/server/site/serve-web-app.ts). */
  web: string;
  /** The single-page app's prerenderer (src/web/app/entry-server.tsx), run by the prerender only. */
  ssr: string;
  /** The light build's prerenderer (src/web/light/entry-server.tsx), run by the prerender only. */
  ssrLight: string;
}

export const buildDirsIn = (root: string): BuildDirs => ({
  root,
  web: path.join(root, 'web'),
  ssr: path.join(root, 'ssr'),
  ssrLight: path.join(root, 'ssr-light'),
});
