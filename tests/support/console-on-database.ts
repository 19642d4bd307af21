/** "A console app with a session": a service on a test database (service-on-database.ts), the console
 * API on Fastify in front of it, and the operator signed in through the mailed link (decision 028),
 * all made anew before each test. `t.post` and `t.get` send the session's cookie unless told another. */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeEach, expect, vi } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { addressKey } from "../../server/newsletter/domain/addresses.ts";
import { consoleRoutes } from "../../server/newsletter/http/console-routes.ts";
import type { NewsletterService } from "../../server/newsletter/service/service.ts";
import { linkTokensOf } from "./link-tokens.ts";
import {
  type ServiceOnDatabase,
  type ServiceOnDatabaseOptions,
  serviceOnDatabase,
} from "./service-on-database.ts";
import type { TestDatabase } from "./test-databases.ts";

export const consoleOrigin = "https://www.skattlyktan.example";
export const consoleOperator = "operator@skattlyktan.example";

interface AppOptions {
  /** Default t.service: another server's, say. */
  service?: NewsletterService;
  /** Off unless asked: tests sign in many times. */
  rateLimit?: boolean;
  log?: (line: string) => void;
}

export interface ConsoleOnDatabase extends ServiceOnDatabase {
  app: FastifyInstance;
  /** The signed-in operator's cookie header; "" with `signedIn: false`. */
  cookie: string;
  post(url: string, payload?: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  /** Signs `email` (default the first admin) in by the mailed link; the cookie header to send. */
  signIn(email?: string): Promise<string>;
  /** Closes t.app and puts a new one in its place. */
  rebuild(options?: AppOptions): Promise<FastifyInstance>;
}

export function consoleOnDatabase(
  database: TestDatabase,
  {
    signedIn = true,
    rateLimit = false,
    log = () => {},
    admins = [consoleOperator],
    ...options
  }: ServiceOnDatabaseOptions & { signedIn?: boolean; rateLimit?: boolean; log?: (line: string) => void },
): ConsoleOnDatabase {
  const origin = options.publicOrigin ?? consoleOrigin;
  const t = serviceOnDatabase(database, { admins, publicOrigin: origin, ...options }) as ConsoleOnDatabase;
  t.post = (url, payload = {}, cookie = t.cookie) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: { origin, cookie } });
  t.get = (url, cookie = t.cookie) => t.app.inject({ method: "GET", url, headers: { cookie } });
  t.rebuild = async (app = {}) => {
    await t.app?.close();
    t.app = Fastify();
    await t.app.register(consoleRoutes, {
      service: app.service ?? t.service,
      publicOrigin: origin,
      log: app.log ?? log,
      rateLimit: app.rateLimit ?? rateLimit,
    });
    return t.app;
  };
  t.signIn = async (email = admins[0] as string) => {
    const links = () =>
      t.db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "operator-sign-in")
        .where("recipient", "=", addressKey(email))
        .execute();
    const before = new Set((await links()).map((row) => row.id));
    await t.post(consoleApi.signInRequest, { email }, "");
    // The link is queued after the answer (decision 028): wait for it.
    const link = await vi.waitFor(async () => {
      const found = (await links()).find((row) => !before.has(row.id));
      if (!found) throw new Error(`no sign-in link mailed to ${email} yet`);
      return found;
    });
    const response = await t.post(consoleApi.signInComplete, { token: linkTokensOf(link).signInToken }, "");
    expect(response.statusCode).toBe(200);
    return String(response.headers["set-cookie"]).split(";")[0] as string;
  };
  beforeEach(async () => {
    await t.rebuild();
    t.cookie = signedIn ? await t.signIn() : "";
  });
  afterAll(async () => {
    await t.app?.close();
  });
  return t;
}
