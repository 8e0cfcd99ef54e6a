// Browser tests need Debian's Chromium, and tests read exported PDFs back with pdftotext; install them (as
// root, from Debian's packages) when either is missing.
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

const PDFTOTEXT = '/usr/bin/pdftotext';

export async function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(PDFTOTEXT)) return;
  console.log(`${existsSync(CHROMIUM) ? PDFTOTEXT : CHROMIUM} is missing: installing Debian's chromium and poppler-utils…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? must('sudo', ['apt-get', ...args]) : must('apt-get', args));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await apt(['update', '-qq'], { env });
  await apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'poppler-utils'], { env });
  for (const needed of [CHROMIUM, PDFTOTEXT]) {
    if (!existsSync(needed)) throw new Error(`installed, but ${needed} is still missing`);
  }
}
