// Writes .gz and .br copies of the built text assets of the folder given (the console's or the
// clock's dist), so the server sends them compressed without compressing on every request
// (@fastify/static preCompressed). Usage: node scripts/precompress.mjs <dist folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ? path.resolve(process.argv[2]) : null;
if (!dist) throw new Error('usage: node scripts/precompress.mjs <dist folder>');
const compressible = /\.(js|css|html|svg|json|map)$/;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(entry) && !entry.endsWith('.map')) {
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

walk(dist);
