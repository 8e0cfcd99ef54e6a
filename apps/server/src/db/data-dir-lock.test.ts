import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pl-lock-'));
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'punchline.lock'), String(sleeper.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by another Punchline server \(pid \d+\)/);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a dead process, and release removes it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pl-lock-'));
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dir, 'punchline.lock'), String(dead.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'punchline.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'punchline.lock'))).toBe(false);
  });
});
