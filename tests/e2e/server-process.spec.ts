/** `node server/start.ts` as a process: quick to start, one log line per request, a clean SIGTERM. */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "../support/fixtures";
import { processPort as port } from "../support/servers";

/** User and system CPU time a process has used so far, from Linux's /proc (in clock ticks of 10 ms). */
function cpuTimeMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

test("starts in under a second, and on SIGTERM finishes the request in flight, then exits", async () => {
  const started = performance.now();
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
    await expect.poll(() => output, { timeout: 5000, intervals: [10] }).toContain("Serving");
    // The build is current (Playwright's own server saw to that), so this is all start-up. The wall
    // clock depends on what else the machine runs (the browsers of the other workers); the CPU time
    // the process used does not, so that is what is checked.
    const wallMs = performance.now() - started;
    const cpuMs = cpuTimeMs(server.pid);
    test
      .info()
      .annotations.push({ type: "start-up", description: `${wallMs.toFixed(0)} ms, ${cpuMs} ms CPU` });
    expect(cpuMs).toBeLessThan(1000);

    const received: Buffer[] = [];
    const socket = connect(port, "localhost");
    socket.on("data", (chunk) => received.push(chunk));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write("GET /en HTTP/1.1\r\nHost: localhost\r\n"); // the headers are not finished yet
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
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
