/**
 * A bare HTTP/1.1 client over a TCP socket, for requests that ordinary clients refuse to send or
 * repair first: raw backslashes, tabs and bytes that are not UTF-8 in the path, sent byte for byte.
 * The answer's header lines are returned as raw bytes (latin1), so a stray CR stays visible.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Every header line after the status line, split on CRLF only. */
  headerLines: string[];
  /** The Location header's value, when there is one. */
  location: string | undefined;
}

/** Sends `GET <target>` to host:port and reads the status line and headers (body ignored). */
export function rawGet(origin: string, target: string, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    let answered = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to GET ${JSON.stringify(target)} within ${timeoutMs} ms`));
    }, timeoutMs);
    function finish(): void {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      // What is left of the body never holds the test process open.
      socket.unref();
      const raw = Buffer.concat(chunks).toString('latin1');
      const headEnd = raw.indexOf('\r\n\r\n');
      const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
      if (Number.isNaN(status)) {
        reject(new Error(`not an HTTP answer to GET ${JSON.stringify(target)}: ${statusLine}`));
        return;
      }
      const locationLine = headerLines.find((line) => /^location:/i.test(line));
      resolve({
        status,
        headerLines,
        location: locationLine?.replace(/^location:\s*/i, ''),
      });
    }
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // The headers are all that is needed: answer once they are complete, and let the body run
      // out (Connection: close) rather than reset the socket, which workerd logs as an error.
      if (!answered && Buffer.concat(chunks).includes('\r\n\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        Buffer.from(target, 'latin1'),
        Buffer.from(` HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
      ]),
    );
  });
}
