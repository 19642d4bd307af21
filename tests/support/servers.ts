/** The three servers the end-to-end tests start (playwright.config.ts): the Node server behind
 * `npm start`, which every suite uses, nginx with the generated server block, which serving.spec.ts
 * checks too, and React's development build for hydration.spec.ts. */
export const nodePort = Number(process.env.E2E_PORT ?? 4173);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);
export const devBuildPort = Number(process.env.E2E_DEV_PORT ?? 4175);

export const servers = {
  node: { host: "localhost", port: nodePort, url: `http://localhost:${nodePort}` },
  nginx: { host: "127.0.0.1", port: nginxPort, url: `http://127.0.0.1:${nginxPort}` },
  /** React's development build (tests/support/serve-dev-build.ts), for the hydration test. */
  devBuild: { host: "localhost", port: devBuildPort, url: `http://localhost:${devBuildPort}` },
} as const;
