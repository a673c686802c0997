import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import { connect, type Socket } from 'node:net';

export type LoadBalancer = {
  url: string;
  /** Requests (and WebSocket upgrades) sent to each instance so far, by instance index. */
  served: number[];
  /** Takes instance `index` out of rotation (it was killed) or puts it back. */
  setUp: (index: number, up: boolean) => void;
  close: () => Promise<void>;
};

/** The header naming the instance that served an answer, so a test sees the alternation. */
export const SERVED_BY = 'x-served-by';

const forwardedFor = (headers: IncomingHttpHeaders, client: string | undefined) => {
  const prior = headers['x-forwarded-for'];
  return prior ? `${String(prior)}, ${client ?? ''}` : (client ?? '');
};

/**
 * Round robin over `targets` (host:port each), as a load balancer in front of the app would: method,
 * path, headers and body forwarded as they came, the client's address appended to X-Forwarded-For,
 * and WebSocket upgrades piped through to the instance chosen. An instance taken out of rotation is
 * skipped; with none left, or when the chosen one does not answer, the client gets a 502.
 */
export const startLoadBalancer = async (targets: { host: string; port: number }[]): Promise<LoadBalancer> => {
  const served = targets.map(() => 0);
  const up = targets.map(() => true);
  let next = 0;
  const pick = (): number | null => {
    for (let tried = 0; tried < targets.length; tried++) {
      const index = next % targets.length;
      next++;
      if (up[index]) return index;
    }
    return null;
  };
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const index = pick();
    const target = index === null ? undefined : targets[index];
    if (index === null || !target) {
      res.writeHead(502).end('no instance up');
      return;
    }
    served[index] = (served[index] ?? 0) + 1;
    const headers = {
      ...req.headers,
      'x-forwarded-for': forwardedFor(req.headers, req.socket.remoteAddress),
    };
    const upstream = request({ ...target, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
      // An instance killed in the middle of an answer cuts the client's answer short, as it would.
      answer.on('error', () => res.destroy());
      answer.pipe(res);
    });
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: String(index) });
      res.end(`instance ${index}: ${err.message}`);
    });
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });

  server.on('upgrade', (req, client: Socket, head: Buffer) => {
    const index = pick();
    const target = index === null ? undefined : targets[index];
    if (index === null || !target) {
      client.destroy();
      return;
    }
    served[index] = (served[index] ?? 0) + 1;
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req.headers, client.remoteAddress) };
    const upstream = connect(target.port, target.host, () => {
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map((v) => `${name}: ${v}`),
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    setUp: (index, isUp) => {
      up[index] = isUp;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
