import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { isPublicPage } from './events/core/page-routes';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Where the dev server sends /api and /socket.io (the Koa server, port 3000 by default). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * Dev server only: route page requests like the production server does (the public site's pages,
 * see isPublicPage, and the console for the rest), so every page works under `vite` too.
 */
function pageFallback(): Plugin {
  return {
    name: 'page-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        const path = url.split('?')[0] ?? '/';
        const ownPath = ['/api/', '/console/', '/public/', '/sandbox/'].some((p) => path.startsWith(p));
        if (wantsPage && !ownPath) {
          req.url = isPublicPage(path) ? '/public/index.html' : '/console/index.html';
        }
        next();
      });
    },
  };
}

/**
 * Two entries: the staff console (React + Fluent UI) and the light public site. The server serves
 * dist/public/index.html for `/`, dist/console/index.html for /login, /protected/* and unknown paths,
 * and the hashed bundles under /assets.
 */
export default defineConfig({
  root: here('./client'),
  // client/public is the public site's entry, not a folder of static files to copy.
  publicDir: false,
  plugins: [react(), pageFallback()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        console: here('./client/console/index.html'),
        public: here('./client/public/index.html'),
      },
      output: {
        // React is shared by both pages; Fluent UI is the console's alone, so the public page stays light.
        codeSplitting: {
          groups: [
            // use-sync-external-store is shared by wouter and Fluent UI: kept with React, or the public page
            // would pull the whole Fluent chunk in for it.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            {
              name: 'fluent',
              // The charts (issue 29's funnel page) stay out: they load with that page only.
              test: /node_modules[\\/](@fluentui[\\/](?!react-charts|chart-utilities)|@griffel|tabster|@floating-ui)/,
              priority: 1,
            },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      // The built-in sandbox job boards' sign-in and vacancy pages are served by the Koa server.
      '/sandbox': { target: apiTarget, changeOrigin: true },
    },
  },
});
