import type { FastifyInstance } from "fastify";

/** While the server stops, every response closes its connection, so that keep-alive cannot hold the
 * stop up. Register before the server starts (Fastify takes hooks only then). */
export function closeConnectionsWhileStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("Connection", "close");
  });
}

/** Stops accepting connections and lets requests in flight finish; what still runs after `graceMs` is cut. */
export async function stopGracefully(app: FastifyInstance, graceMs = 10_000): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  timer.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
