/**
 * Local servers for the unit tests: on the loopback interface, on a port the system picks, so
 * tests running side by side never collide.
 */
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { Server } from 'node:net';

/** Starts `server` on 127.0.0.1 at a free port, and gives that port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not a TCP server');
  return address.port;
}

/** An HTTP server that hands `answer` each request with its whole body, read as text. */
export function serverReadingBodies(
  answer: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): HttpServer {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks).toString('utf8'), response));
  });
}
