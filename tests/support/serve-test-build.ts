/** For a Vitest file (Playwright imports test-build.ts, so the hooks live here, not there). */
import { afterAll, beforeAll } from "vitest";
import { makeTestBuild, startTestServer } from "./test-build.ts";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A test build and the real server on it: started before the file's tests, stopped after them. */
export function serveTestBuild() {
  const build = makeTestBuild();
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(build.root);
  });
  afterAll(async () => {
    await running?.shutdown();
    build.cleanup();
  });
  return {
    build,
    /** The running server; only inside a test or a hook. */
    get server(): TestServer {
      if (!running) throw new Error("the test server is not running yet");
      return running;
    },
  };
}
