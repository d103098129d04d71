// A counting pass-through between the browser and the Cloud Firestore emulator, for the Firebase-mode benchmarks:
// the app is built to talk to this proxy's port, which pipes every request and response to the emulator unchanged
// and counts, on the way, what Firestore bills and what the benchmarks time:
// - documents the server sends to listeners (each `documentChange` in a Listen channel's response: one read each),
//   and to the Lite SDK's REST reads (each `"document"` of a `:runQuery` or `:batchGet` answer);
// - writes the browser sends (each `update` or `delete` in a Write channel's or a REST `:commit` request);
// - when the server acknowledges writes (each Write response carrying `writeResults`), on the wall clock.
// The emulator itself keeps no such counts (its REST and gRPC admin endpoints have none).
import { createServer, request, type ClientRequest, type IncomingMessage, type Server } from 'node:http';

/** What went through since the last `reset()`. */
export interface FirestoreTraffic {
  /** Documents the server sent to listeners (billed reads). */
  documentsSent: number;
  /** Bytes of Listen responses. */
  listenBytes: number;
  /** Document writes the browser sent (billed writes). */
  writesSent: number;
  /** Wall-clock times (ms since the epoch, `performance.timeOrigin + now()`) of each write acknowledgement seen. */
  acks: number[];
  /** Wall-clock times at which each request carrying writes was passed on (in order: they pair with `acks`). */
  writeRequests: number[];
}

/** A running proxy. */
export interface FirestoreProxy {
  traffic: FirestoreTraffic;
  reset(): void;
  stop(): Promise<void>;
}

const now = () => performance.timeOrigin + performance.now();

/** Counts `needle` in a stream of chunks, including occurrences split across two chunks. */
function counter(needle: string): (chunk: string) => number {
  let tail = '';
  return (chunk) => {
    const text = tail + chunk;
    let count = 0;
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count += 1;
    tail = text.slice(-(needle.length - 1));
    return count;
  };
}

function decoded(body: string): string {
  try {
    return decodeURIComponent(body.replace(/\+/g, ' '));
  } catch {
    return body;
  }
}

/** Starts the proxy on `port` (127.0.0.1), forwarding to the emulator at 127.0.0.1:`target`. */
export async function startFirestoreProxy(port: number, target: number): Promise<FirestoreProxy> {
  const traffic: FirestoreTraffic = {
    documentsSent: 0,
    listenBytes: 0,
    writesSent: 0,
    acks: [],
    writeRequests: [],
  };
  const open = new Set<ClientRequest>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const listen = path.includes('/Listen/channel');
    const restRead = /:(runQuery|batchGet)\b/.test(path);
    const write = path.includes('/Write/channel') || /:commit\b/.test(path);
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path, headers: req.headers },
      (reply: IncomingMessage) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        const documents = counter(restRead ? '"document"' : '"documentChange"');
        const acks = counter('"writeResults"');
        reply.on('data', (chunk: Buffer) => {
          if (listen || restRead) {
            const text = chunk.toString('utf8');
            traffic.documentsSent += documents(text);
            traffic.listenBytes += chunk.length;
          } else if (write && acks(chunk.toString('utf8')) > 0) traffic.acks.push(now());
          res.write(chunk);
        });
        reply.on('end', () => res.end());
      },
    );
    // A long poll to the emulator lives as long as the browser's request: end it with that.
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    res.on('close', () => upstream.destroy());
    upstream.on('error', () => res.destroy());
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      if (write) body.push(chunk);
      upstream.write(chunk);
    });
    req.on('end', () => {
      if (write && body.length > 0) {
        const text = decoded(Buffer.concat(body).toString('utf8'));
        const writes = (text.match(/"update":/g)?.length ?? 0) + (text.match(/"delete":/g)?.length ?? 0);
        traffic.writesSent += writes;
        if (writes > 0) traffic.writeRequests.push(now());
      }
      upstream.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    traffic,
    reset() {
      traffic.documentsSent = 0;
      traffic.listenBytes = 0;
      traffic.writesSent = 0;
      traffic.acks = [];
      traffic.writeRequests = [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const upstream of open) upstream.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
