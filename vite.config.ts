import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { arcoComponentStyles } from './scripts/vite-arco-styles.ts';
import { withoutInjectedStyles } from './scripts/vite-csp-styles.ts';
import { lazyWidgetBarrels } from './scripts/vite-lazy-barrels.ts';

/**
 * The admin host. `npm run dev` / `npm start` serve it; the API prefix is proxied (HTTP and websockets)
 * to the reference server on 127.0.0.1:$PORT (default 8080).
 */
export default defineConfig(({ mode }) => {
  // '' loads every variable of the .env files and the process environment, not only VITE_*.
  const env = loadEnv(mode, process.cwd(), '');
  const apiPrefix = env.API_PREFIX || '/jeecg-boot';
  const apiTarget = `http://127.0.0.1:${env.PORT || 8080}`;

  // One set of variables configures both sides: the client follows the server's API_PREFIX, APP_ID and
  // SIGN_SECRET unless the VITE_* variables say otherwise.
  const define = {
    'import.meta.env.VITE_API_BASE_URL': JSON.stringify(env.VITE_API_BASE_URL || apiPrefix),
    ...(env.VITE_APP_ID || env.APP_ID
      ? { 'import.meta.env.VITE_APP_ID': JSON.stringify(env.VITE_APP_ID || env.APP_ID) }
      : {}),
    ...(env.VITE_SIGN_SECRET || env.SIGN_SECRET
      ? { 'import.meta.env.VITE_SIGN_SECRET': JSON.stringify(env.VITE_SIGN_SECRET || env.SIGN_SECRET) }
      : {}),
  };

  // The Host header is passed on as the browser sent it: the server accepts a socket whose Origin is its own
  // host (or listed in CORS_ORIGINS), and the page's origin is this dev server's.
  const proxy = { [apiPrefix]: { target: apiTarget, changeOrigin: false, ws: true } };

  return {
    plugins: [arcoComponentStyles(process.cwd()), lazyWidgetBarrels(), withoutInjectedStyles(), react()],
    define,
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist/host',
      emptyOutDir: true,
      // dist/host/.vite/manifest.json: the size benchmark reads which chunks each route loads.
      manifest: true,
      // React gets its own long-cached chunk; Arco's components split with the pages that use them.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
          },
        },
      },
    },
  };
});
