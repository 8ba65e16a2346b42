import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './scripts/build/precompress-assets.ts';

// The browser app lives in src/client; the built files go to dist/client and are served by the API server.
export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest tells the server which chunks a list screen needs, to name them in its page (static-files.ts).
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
});
