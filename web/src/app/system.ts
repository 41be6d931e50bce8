import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const FONT_STACK = 'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

// A desk tool: one light theme, a neutral canvas and a compact type scale.
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.800' },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: FONT_STACK },
        heading: { value: FONT_STACK },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
