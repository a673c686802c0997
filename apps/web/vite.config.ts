import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.plugin.ts';

const VENDOR_CHUNKS: readonly (readonly [chunk: string, pattern: RegExp])[] = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/],
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/]/],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
];

export default defineConfig({
  // `.br` and `.gz` beside every text asset, which the server sends as they are.
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.ts reads it to measure what the first load downloads.
    manifest: true,
    // Rollup splits antd by use; the first-load budget is checked by scripts/check-bundle.ts.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        manualChunks(id) {
          // One file per language with all its namespaces, fetched only when that language is used.
          const locale = /[\\/]src[\\/]locales[\\/](\w+)(\.json\?locale$|[\\/])/.exec(id);
          if (locale && !id.includes('node_modules')) return `locale-${locale[1]}`;
          // The helper every language's bundle uses goes with i18next: left to Rollup it landed in
          // one language's file, and every other language then downloaded that one too.
          if (/[\\/]src[\\/]lib[\\/]locale-bundle\.ts$/.test(id)) return 'i18n';
          for (const [chunk, pattern] of VENDOR_CHUNKS) {
            if (pattern.test(id)) return chunk;
          }
          return undefined;
        },
      },
    },
  },
});
