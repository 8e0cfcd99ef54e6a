import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

// A real HTTP receiver for the webhook tests: it records what arrives and checks each signature
// with the official Standard Webhooks library, as a customer's receiver would. It can be taken
// down (the port refuses) and brought back on the same port, and told to answer 500 on a path.

export type Received = { path: string; id: string; body: string; headers: IncomingHttpHeaders; verified: boolean };

export type Receiver = {
  url: (path: string) => string;
  received: Received[];
  /** Secrets by path: what the receiver verifies that path's deliveries with. */
  secrets: Map<string, string>;
  /** Paths answering 500 until removed. */
  failing: Set<string>;
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
};

function verify(secret: string | undefined, body: string, headers: IncomingHttpHeaders): boolean {
  if (!secret) return false;
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const secrets = new Map<string, string>();
  const failing = new Set<string>();
  const make = (): Server =>
    createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = request.url ?? '/';
        received.push({
          path,
          id: String(request.headers['webhook-id']),
          body,
          headers: request.headers,
          verified: verify(secrets.get(path), body, request.headers),
        });
        const fail = failing.has(path);
        response.writeHead(fail ? 500 : 200, { 'content-type': 'text/plain' });
        response.end(fail ? 'receiver broken' : `ok ${String(request.headers['webhook-id'])}`);
      });
    });
  let server = make();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    secrets,
    failing,
    down: stop,
    up: async () => {
      server = make();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}
