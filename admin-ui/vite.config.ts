import { torgetMessages } from '@torget/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin app: its assets, config.js and sign-in screen live under /admin/; core serves its index.html for
// the admin screens (the contract's adminPaths). Served alone, a static server does the same (see docs/deployment.md).
export default defineConfig({
  plugins: [react(), torgetMessages('admin')],
  base: '/admin/',
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
