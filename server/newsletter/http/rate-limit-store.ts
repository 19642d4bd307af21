/** A @fastify/rate-limit store that counts in the database, so servers behind a load balancer share
 * every limit (decision 035). Windows are fixed, as the plugin's own store's are. */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { NewsletterService } from "../service/service.ts";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
/** What the plugin really passes to `child` (its merged route settings; its types say route options). */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  /** A limit shared by several routes (page-routes.ts: a page in each language, and its `.data`). */
  groupId?: string;
}

export function databaseRateLimitStore(service: Pick<NewsletterService, "countRequest">) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route the limit belongs to, so each route counts on its own (as the plugin's stores do). */
    readonly prefix: string;
    constructor(_params: unknown, prefix = "") {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      service.countRequest(`${this.prefix}${key}`, timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(params: unknown): FastifyRateLimitStore {
      const { routeInfo, groupId } = params as RouteParams;
      if (groupId) return new DatabaseRateLimitStore(params, `${groupId} `);
      const { method, url } = routeInfo ?? {};
      return new DatabaseRateLimitStore(params, `${[method ?? ""].flat().join(",")} ${url ?? "-"} `);
    }
  };
}
