import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

/**
 * The guest site: its own small bundle (Preact and plain CSS, no Mantine, nothing of the staff
 * app), served by the server under /site/ (SITE_ASSETS_PREFIX in the contracts) with its page at
 * the guest paths (SITE_ROUTES). Preact, not React: a guest's phone on a café's network gets the
 * page in about a tenth of the script (React's runtime alone is some 60 KB gzip, the whole
 * budget for this entry).
 */
export default defineConfig({
  base: '/site/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: { '/v1': api, '/uploads': api, '/demo': api },
  },
});
