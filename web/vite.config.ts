import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Resolved from this file so the config works whatever the working directory is.
const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

const API_ORIGIN = 'http://127.0.0.1:4000';

/**
 * main.tsx imports the app's shell (React, the UI library, the theme: app/render-app.tsx) dynamically, so
 * that the opening screen's requests leave before that code is evaluated (ADR 0014). Its chunks are
 * still loaded on every visit: index.html preloads them beside the entry's (fetched and compiled from
 * the start, evaluated only when main.tsx imports them), as it would a static import.
 */
function preloadAppShell(): Plugin {
  return {
    name: 'preload-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = new Map<string, { imports: string[] }>();
        let shell: string | undefined;
        for (const item of Object.values(ctx.bundle ?? {})) {
          if (item.type !== 'chunk') continue;
          chunks.set(item.fileName, item);
          if (item.facadeModuleId?.endsWith('/src/app/render-app.tsx')) shell = item.fileName;
        }
        if (!shell) throw new Error('preload-app-shell: no chunk for src/app/render-app.tsx');
        const files: string[] = [];
        const visit = (file: string) => {
          if (files.includes(file)) return;
          files.push(file);
          for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
        };
        visit(shell);
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [react(), preloadAppShell()],
  build: {
    outDir: here('../dist/web'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than screens: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              // MapLibre (about 1 MB) apart from the map screen's own code: a release that changes the
              // screen leaves it cached (immutable), so a warm first map loads only the small RouteMap chunk.
              name: 'vendor-maplibre',
              test: /node_modules[\\/](maplibre-gl|@maplibre)[\\/]/,
              priority: 4,
            },
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            {
              name: 'vendor-apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor-ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: API_ORIGIN, ws: true },
      '/api': { target: API_ORIGIN },
    },
  },
});
