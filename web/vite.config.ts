import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { paginaDelCelular } from './vite-pagina-celular.js';

export default defineConfig({
  plugins: [react(), tailwindcss(), paginaDelCelular()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // The delegate's phone page is its own entry: none of the HQ's code or CSS (issue 19).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        delegado: fileURLToPath(new URL('./delegado.html', import.meta.url)),
      },
    },
  },
});
