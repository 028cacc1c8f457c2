import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// scripts/dev.mjs runs the API on PORT+1 and says where in API_PORT.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 5001}`;

export default defineConfig({
  root: '.',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text asset, served precompressed by @fastify/static.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  build: {
    // WEB_DIR lets several browser-test servers build side by side (playwright.config.ts).
    outDir: process.env.WEB_DIR ?? 'dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
