/** For the console's tests: a stubbed fetch that answers from a handler and records every call. */
import { vi } from "vitest";

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function stubFetch(answer: (path: string, init: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    answer(String(input), init),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The JSON body of the fetch call made to `path`. */
export function bodySentTo(fetch: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = fetch.mock.calls.find(([input]) => String(input) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
