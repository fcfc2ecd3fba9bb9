import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

/**
 * The guest site: its own small bundle (plain React and CSS, no Mantine, nothing of the staff
 * app), served by the server under /site/ (SITE_ASSETS_PREFIX in the contracts) with its page at
 * the guest paths (SITE_ROUTES).
 */
export default defineConfig({
  base: '/site/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: { '/v1': api, '/uploads': api, '/demo': api },
  },
});
