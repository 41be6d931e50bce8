import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolved from this file so the config works whatever the working directory is.
const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

const API_ORIGIN = 'http://127.0.0.1:4000';

export default defineConfig({
  root: here('.'),
  plugins: [react()],
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
