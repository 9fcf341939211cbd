// A tiny static server for web/dist on 127.0.0.1 (tests and the benchmark), counting the bytes it sends.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".whl": "application/zip",
  ".ts": "text/plain; charset=utf-8",
};

/**
 * Serve `root` on 127.0.0.1 at a free port.
 * @param {string} root
 * @returns {Promise<{ url: string, bytes: () => number, requests: string[], close: () => Promise<void> }>}
 */
export async function serve(root) {
  let sent = 0;
  /** @type {string[]} */
  const requests = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
    requests.push(path);
    try {
      if (!file.startsWith(root + sep) || !(await stat(file)).isFile()) throw new Error("not found");
      const size = (await stat(file)).size;
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "content-length": size, "cache-control": "no-store" });
      sent += size;
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}/`,
    bytes: () => sent,
    requests,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
