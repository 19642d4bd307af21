/**
 * The console's one way to the server (shared/console-api.ts is the contract: a POST's body and answer
 * are typed from the schemas the server validates with). Every request is same-origin with the session
 * cookie; every POST is JSON (the server refuses others with 415) and carries the console's Origin
 * (others: 403). A 401 anywhere means the session is gone: the operator is sent to sign in again.
 */

import type { z } from "zod";
import type { ConsoleAnswers, ConsoleBodies, ConsoleGets, DraftContent } from "#shared/console-api.ts";
import { rememberReturn } from "./return-path";
import { navigate, paths } from "./router";

/** A GET of a fixed path; a POST of one, and the body the contract's schema for it accepts. */
export type GetPath = keyof ConsoleGets;
export type PostPath = keyof ConsoleBodies;
export type BodyOf<P extends PostPath> = z.input<ConsoleBodies[P]>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(`${status} ${code}`);
    this.status = status;
    this.code = code;
  }
}

/** What the operator reads for each error code the contract names; anything else gets a generic line. */
const messages: Record<string, string> = {
  unreachable: "The server could not be reached. Check your connection and try again.",
  unauthorized: "Your session has ended. Sign in again.",
  invalid_link: "This sign-in link is not valid any more: it works once, for 15 minutes. Ask for a new one.",
  no_subject: "The issue has no subject: start the Markdown with a `# Subject` heading.",
  issue_too_large: "The issue is too long: at most 100 KB of Markdown.",
  issue_too_deep: "The issue nests quotes or lists too deeply: at most 16 levels.",
  issue_too_complex: "The issue took too long to render. Simplify its nesting and try again.",
  not_found: "Nothing was found.",
  rate_limited: "Too many requests. Wait a minute and try again.",
  too_many_drafts: "You keep as many drafts as one operator may (50). Delete one you no longer need.",
  forbidden: "The server refused the request (403). Reload the console and try again.",
};

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError))
    return "Something went wrong in the console. Reload the page and try again.";
  return messages[error.code] ?? `The server answered with an error (${error.status} ${error.code}).`;
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "unreachable");
  }
  if (response.status === 401) {
    if (window.location.pathname !== paths.signIn) {
      rememberReturn(window.location.pathname + window.location.search);
      navigate(paths.signIn, { replace: true });
    }
    throw new ApiError(401, "unauthorized");
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const code =
      typeof body === "object" && body !== null && "error" in body ? String(body.error) : undefined;
    throw new ApiError(response.status, code ?? (response.status === 403 ? "forbidden" : "http_error"));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function getJson<P extends GetPath>(path: P): Promise<ConsoleGets[P]> {
  return getFrom(path);
}

/** A GET of one issue's or draft's path: the caller names the answer (the path's comment). */
export function getFrom<T>(path: string): Promise<T> {
  return request<T>(path, { method: "GET", headers: { Accept: "application/json" } });
}

export function postJson<P extends PostPath>(path: P, body: BodyOf<P>): Promise<ConsoleAnswers[P]> {
  return send(path, body);
}

/** A POST to one issue's, draft's or course's path (pause, resume, delete, duplicate, a draft's save),
 * or sign-out: the body is {} or the draft; the caller names the answer (the path's comment in the
 * contract). */
export function postTo<T>(path: string, body: DraftContent | Record<string, never> = {}): Promise<T> {
  return send(path, body);
}

function send<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}
