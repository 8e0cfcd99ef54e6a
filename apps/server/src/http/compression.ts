import compress from '@fastify/compress';
import type { App } from './context';

/**
 * Answers of 1 KB or more go out compressed, brotli or gzip as the client accepts (the
 * console's lists and the dashboard's JSON shrink several times over a slow line). The built
 * console's and clock's files were compressed once at build time (scripts/precompress.mjs) and go
 * out as they are. Request bodies are read as before: no request decompression.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
}
