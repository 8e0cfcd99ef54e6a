import { createTheme } from '@mantine/core';

// SPEC section 9 breakpoints (px): sm 576, md 768, lg 992, xl 1200.
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '36em', md: '48em', lg: '62em', xl: '75em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
