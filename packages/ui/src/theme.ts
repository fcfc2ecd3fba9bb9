import { createTheme, PasswordInput } from '@mantine/core';

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  cursorType: 'pointer',
  // A user who asked the system for less motion gets menus and dialogs that open without sliding.
  respectReducedMotion: true,
  components: {
    // Mantine 9 names the password's eye button "Toggle password visibility", in English on every
    // screen. The button is a pointer's shortcut, left out of the tab order; as in Mantine 8 it
    // stays out of the accessibility tree too, so a screen reader meets only the field.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': undefined, 'aria-hidden': true } },
    }),
  },
});

/** Where the chosen colour scheme (light, dark, auto) is remembered; public/color-scheme.js reads it too. */
export const COLOR_SCHEME_KEY = 'cashier-color-scheme';
