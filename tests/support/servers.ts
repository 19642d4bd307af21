/** The servers of the end-to-end tests, each on a port of its own: the Node server behind `npm start`,
 * which every suite uses, and the live-newsletter build (playwright.config.ts starts both); nginx with
 * the generated server block, React's development build, and the live build twice more (the operator
 * console, and the courses by e-mail), which start when a suite asks (on-demand-servers.ts). */
import { tmpdir } from "node:os";
import path from "node:path";

export const nodePort = Number(process.env.E2E_PORT ?? 4173);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);
export const devBuildPort = Number(process.env.E2E_DEV_PORT ?? 4175);
export const liveBuildPort = Number(process.env.E2E_LIVE_PORT ?? 4176);
/** The SMTP server tests/e2e/newsletter-live.spec.ts starts; the live build's server sends to it. */
export const liveSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 4177);
/** The live build once more, with operators, a webhook secret and a bounce address, for
 * tests/e2e/console.spec.ts; its own database and SMTP server, so the two suites never share mail. */
export const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? 4178);
export const consoleSmtpPort = Number(process.env.E2E_CONSOLE_SMTP_PORT ?? 4179);
/** The live build once more for the courses by e-mail (tests/e2e/courses-live.spec.ts): lessons at any
 * hour, its own database (the spec sends an issue into it and moves lessons' due times, course-clock.ts)
 * and SMTP server. The interval is short only so the scheduler looks often (a tenth of it): the spec
 * lets the interval pass rather than wait for it. */
export const coursesPort = Number(process.env.E2E_COURSES_PORT ?? 4181);
export const coursesSmtpPort = Number(process.env.E2E_COURSES_SMTP_PORT ?? 4182);
export const coursesSettings = {
  interval: "30s",
  dataDirectory: path.join(tmpdir(), `skattlyktan-courses-e2e-${coursesPort}`),
} as const;
/** A bare `node server/start.ts` that tests/e2e/server-process.spec.ts starts and stops itself. */
export const processPort = Number(process.env.E2E_PROCESS_PORT ?? 4180);
/** What the console's server is started with (playwright.config.ts) and the test uses. */
export const consoleSettings = {
  operator: "operator@example.org",
  webhookSecret: "e2e-webhook-secret-0123456789abcdef",
  bounceAddress: "bounces@example.org",
  /** Where its database lives: the test reads it to check the dashboard's counts. */
  dataDirectory: path.join(tmpdir(), "skattlyktan-console-e2e"),
} as const;

export const servers = {
  node: { host: "localhost", port: nodePort, url: `http://localhost:${nodePort}` },
  nginx: { host: "127.0.0.1", port: nginxPort, url: `http://127.0.0.1:${nginxPort}` },
  /** React's development build (tests/support/serve-dev-build.ts), for the hydration test. */
  devBuild: { host: "localhost", port: devBuildPort, url: `http://localhost:${devBuildPort}` },
  /** The live newsletter (tests/support/serve-live-build.ts), for newsletter-live.spec.ts. */
  liveBuild: { host: "localhost", port: liveBuildPort, url: `http://localhost:${liveBuildPort}` },
  /** The live build with the operator console (tests/support/serve-live-build.ts, console.spec.ts). */
  console: { host: "localhost", port: consolePort, url: `http://localhost:${consolePort}` },
  /** The live build with short course intervals (serve-live-build.ts, courses-live.spec.ts). */
  courses: { host: "localhost", port: coursesPort, url: `http://localhost:${coursesPort}` },
} as const;
