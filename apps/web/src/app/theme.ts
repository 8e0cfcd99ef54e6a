import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

// SPEC section 9 breakpoints (px): sm 576, md 768, lg 992, xl 1200.
export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA (4.5:1) for text in the primary colour: links, light buttons and white text on
  // filled buttons. Blue 6 is 3.6:1 on white, blue 8 is 5.0:1 (4.8:1 on the gray.0 page).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '36em', md: '48em', lg: '62em', xl: '75em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

// Light variants (alerts, badges, light buttons) write in the colour's shade 9 on its shade 1:
// for yellow, lime, green, orange and teal that is 2.7:1 to 4.3:1 (cyan 4.8:1, kept with them
// for its margin). The same hue 35% darker reads at 5.6:1 (yellow) or more.
const PALE_HUES = ['yellow', 'orange', 'green', 'teal', 'lime', 'cyan'] as const;

/** Secondary ("dimmed") text: Mantine's gray 6 is 3.3:1 on white, gray 7 is 8.2:1 (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    ...Object.fromEntries(PALE_HUES.map((hue) => [`--mantine-color-${hue}-light-color`, darken(t.colors[hue][9], 0.35)])),
  },
  dark: {},
});
