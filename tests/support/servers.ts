/** The four servers the end-to-end tests start (playwright.config.ts): the Node server behind
 * `npm start`, which every suite uses, nginx with the generated server block, which serving.spec.ts
 * checks too, React's development build for hydration.spec.ts, and a live-newsletter build. */
export const nodePort = Number(process.env.E2E_PORT ?? 4173);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);
export const devBuildPort = Number(process.env.E2E_DEV_PORT ?? 4175);
export const liveBuildPort = Number(process.env.E2E_LIVE_PORT ?? 4176);
/** The SMTP server tests/e2e/newsletter-live.spec.ts starts; the live build's server sends to it. */
export const liveSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 4177);

export const servers = {
  node: { host: "localhost", port: nodePort, url: `http://localhost:${nodePort}` },
  nginx: { host: "127.0.0.1", port: nginxPort, url: `http://127.0.0.1:${nginxPort}` },
  /** React's development build (tests/support/serve-dev-build.ts), for the hydration test. */
  devBuild: { host: "localhost", port: devBuildPort, url: `http://localhost:${devBuildPort}` },
  /** The live newsletter (tests/support/serve-live-build.ts), for newsletter-live.spec.ts. */
  liveBuild: { host: "localhost", port: liveBuildPort, url: `http://localhost:${liveBuildPort}` },
} as const;
