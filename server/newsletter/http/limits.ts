/** The public routes' limits, for the pages (page-routes.ts) and the JSON API (routes.ts) alike. */

export interface RouteLimits {
  subscribe: number;
  confirm: number;
  /** High: mail providers send their users' one-click unsubscribes from a few addresses of their own. */
  unsubscribe: number;
  /** The webhooks: providers post from a few addresses, in bursts after an issue goes out. */
  events?: number;
}

export const defaultLimits: RouteLimits = { subscribe: 10, confirm: 30, unsubscribe: 600, events: 600 };

/** A sign-up is an address and a few short fields: 2 KB is generous, and caps what a flood can cost. */
export const bodyLimit = 2048;
