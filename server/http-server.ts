import { createServer, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { ServerEnv } from "./env.ts";
import { statusMessage } from "./http-hygiene.ts";

/**
 * The HTTP server of an app, with the timeouts of the environment
 * (docs/decisions/093): a client that trickles its headers or body, or holds
 * an idle connection, is cut off. Node checks the first two every
 * `connectionsCheckingInterval`, here at most a second, so a timeout is not
 * overrun by up to the default 30 s. Requests Node's parser refuses get a
 * short plain-text answer of their own (see `answerClientError`).
 */
export function httpServer(
  /** The app, or undefined when it is attached later (`server.on("request", app)`, as the dev server needs the server first). */
  app: RequestListener | undefined,
  env: Pick<ServerEnv, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS">,
): Server {
  const server = createServer(
    {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(env.HEADERS_TIMEOUT_MS / 2)),
    },
    app,
  );
  server.on("clientError", answerClientError);
  return server;
}

/**
 * Node answers a request its parser refuses with a bare 400 (or 408, 431);
 * here each gets its status's own message, and a method the parser does not
 * know (TRACK, and any other invented one) gets 405 like TRACE does. Nothing
 * is logged: these are the client's errors.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  const status =
    error.code === "HPE_INVALID_METHOD"
      ? 405
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : error.code === "HPE_HEADER_OVERFLOW"
          ? 431
          : 400;
  // As Node's own handler: answer only on a connection that has not answered yet.
  if (error.code !== "ECONNRESET" && socket.writable && (socket as Socket).bytesWritten === 0) {
    const body = statusMessage(status);
    socket.write(
      `HTTP/1.1 ${status} ${body}\r\n${status === 405 ? "Allow: GET, HEAD\r\n" : ""}` +
        `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
