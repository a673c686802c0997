import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const VENDOR_CHUNKS: readonly (readonly [chunk: string, pattern: RegExp])[] = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/],
  [
    'antd',
    /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|dayjs|@emotion|@babel[\\/]runtime|classnames|clsx|stylis|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|copy-to-clipboard|toggle-selection|resize-observer-polyfill|@ctrl)[\\/]/,
  ],
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/]/],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd ships as one vendor chunk on purpose (cached across deploys), so it is legitimately large.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        manualChunks(id) {
          for (const [chunk, pattern] of VENDOR_CHUNKS) {
            if (pattern.test(id)) return chunk;
          }
          return undefined;
        },
      },
    },
  },
});
