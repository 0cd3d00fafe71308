import { torgetMessages } from '@torget/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The storefront: served by core at / (any non-API, non-admin path falls back to index.html).
export default defineConfig({
  plugins: [react(), torgetMessages('storefront')],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files a screen's chunk needs, for the server's preload hints.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk. Left to itself the bundler cuts the shared
        // modules into ~25 small files, which a phone on a slow network fetches over 6 connections in several
        // round trips before the first paint (docs/page-weight.md). Screens stay lazily loaded chunks.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
