import { expect, it } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { ApiError, errorMessage, getJson, postJson } from "./api";
import { paths } from "./router";
import { jsonResponse, stubFetch } from "./test-fetch";

it("POSTs JSON on the same origin, with the session cookie", async () => {
  const fetch = stubFetch(() =>
    jsonResponse(200, { email: "op@example.com", idleUntil: "2026-11-24T13:00:00Z" }),
  );
  await postJson(consoleApi.subscriberFind, { email: "reader@example.com" });
  const [path, init] = fetch.mock.calls[0] ?? [];
  expect(path).toBe("/admin/api/subscribers/find");
  expect(init).toMatchObject({
    method: "POST",
    credentials: "same-origin",
    body: '{"email":"reader@example.com"}',
  });
  expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
});

it("sends the operator to sign in on a 401", async () => {
  window.history.replaceState(null, "", paths.audit);
  stubFetch(() => jsonResponse(401, { error: "unauthorized" }));
  await expect(getJson(consoleApi.session)).rejects.toBeInstanceOf(ApiError);
  expect(window.location.pathname).toBe(paths.signIn);
});

it("turns an error answer into a message the operator can act on", async () => {
  stubFetch(() => jsonResponse(400, { error: "no_subject" }));
  const error = await postJson(consoleApi.issuePreview, { language: "en", markdown: "" }).catch(
    (caught) => caught,
  );
  expect(error).toMatchObject({ status: 400, code: "no_subject" });
  expect(errorMessage(error)).toMatch(/subject/);
  stubFetch(() => {
    throw new TypeError("Failed to fetch");
  });
  expect(errorMessage(await getJson(consoleApi.session).catch((caught) => caught))).toMatch(
    /could not be reached/,
  );
});
