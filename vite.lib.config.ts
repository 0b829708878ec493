import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The standalone element kit: one self-contained IIFE (global `WidgetKit`) with its own private copy of
 * React and Arco, so a host page needs nothing but the <script> tag.
 */
export default defineConfig({
  plugins: [react()],
  // Library mode leaves `process.env.NODE_ENV` alone; React's CommonJS entries read it at run time.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    chunkSizeWarningLimit: 3000,
    lib: {
      entry: 'src/elements/index.ts',
      name: 'WidgetKit',
      formats: ['iife'],
      fileName: () => 'widget-kit.iife.js',
    },
  },
});
