// Browser tests need Debian's Chromium; install it (as root, from Debian's packages) when missing.
import { existsSync } from 'node:fs';
import { must } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// How these machines run Chromium: as root (no sandbox), no GPU, and none of the background
// connections a closed network refuses (e2e/playwright.config.ts lists the same).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? must('sudo', ['apt-get', ...args]) : must('apt-get', args));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await apt(['update', '-qq'], { env });
  await apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'poppler-utils'], { env });
  if (!existsSync(CHROMIUM)) throw new Error(`chromium installed but ${CHROMIUM} is still missing`);
}
