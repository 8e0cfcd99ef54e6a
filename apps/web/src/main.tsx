// First: zod without eval, before any schema is made (the CSP forbids eval).
import './app/zod-jitless';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { startVersionCheck } from './app/version-check';

startVersionCheck();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
