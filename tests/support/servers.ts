/** The two servers the end-to-end tests start (playwright.config.ts): the Node server behind
 * `npm start`, which every suite uses, and nginx with the generated server block, which
 * serving.spec.ts checks too. */
export const nodePort = Number(process.env.E2E_PORT ?? 4173);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);

export const servers = {
  node: { host: "localhost", port: nodePort, url: `http://localhost:${nodePort}` },
  nginx: { host: "127.0.0.1", port: nginxPort, url: `http://127.0.0.1:${nginxPort}` },
} as const;
