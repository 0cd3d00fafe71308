import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin app: its assets live under /admin/; core serves its index.html for the admin screens
// (/productlist, /orderlist, /userlist, /user/:id/edit, /admin_menu, /admin_settings).
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
