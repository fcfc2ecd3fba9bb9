import { createTheme } from '@mantine/core';

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  cursorType: 'pointer',
});

/** Where the chosen colour scheme (light, dark, auto) is remembered; public/color-scheme.js reads it too. */
export const COLOR_SCHEME_KEY = 'cashier-color-scheme';
