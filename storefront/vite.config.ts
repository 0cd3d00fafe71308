import { torgetMessages } from '@torget/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The storefront: served by core at / (any non-API, non-admin path falls back to index.html).
export default defineConfig({
  plugins: [react(), torgetMessages('storefront')],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
