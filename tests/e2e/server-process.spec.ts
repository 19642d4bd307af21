/** `node server/start.ts` as a process: it starts, logs one line per request, and stops cleanly on
 * SIGTERM. How fast it starts is `npm run bench:start-up`'s to say, not a test's (issue 42). */
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { expect, test } from "#tests/support/fixtures.ts";
import { processPort as port } from "#tests/support/servers.ts";

/** Whether a new connection to the port is refused (the server has stopped listening). */
const refuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, "localhost");
    probe.on("connect", () => {
      probe.destroy();
      resolve(false);
    });
    probe.on("error", () => resolve(true));
  });

test("starts, and on SIGTERM finishes the request in flight, then exits", async () => {
  const server = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  try {
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
    });
    // Waits for the work (the line it prints when it listens), not for a time.
    await expect.poll(() => output, { timeout: 30_000, intervals: [10, 50] }).toContain("Serving");

    const received: Buffer[] = [];
    const socket = connect(port, "localhost");
    socket.on("data", (chunk) => received.push(chunk));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write("GET /en HTTP/1.1\r\nHost: localhost\r\n"); // the headers are not finished yet
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.kill("SIGTERM");
    // Waits for the stop to be under way (the port refuses new connections), not for a time.
    await expect.poll(() => refuses(port), { timeout: 30_000, intervals: [10, 50] }).toBe(true);
    socket.write("\r\n");
    await closed;

    const response = Buffer.concat(received).toString();
    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(response).toContain("</html>");
    expect(await exited).toBe(0);
    expect(output.trim().split("\n").slice(1)).toEqual([expect.stringMatching(/^GET \/en 200 \d+\.\dms$/)]);
  } finally {
    server.kill("SIGKILL"); // only if a check above failed first
  }
});
