// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolveRequest } from "./resolve-request.ts";

const entries = new Map([
  ["/en", { page: true }],
  ["/en/privacy", { page: true }],
  ["/assets/app.js", { page: false }],
]);
const resolve = (target: string, method = "GET") => resolveRequest(method, target, entries);
const home = { kind: "redirect", status: 302, location: "/en" };

describe("resolveRequest", () => {
  it("serves known paths, by their decoded form", () => {
    expect(resolve("/en")).toEqual({ kind: "serve", entry: { page: true } });
    expect(resolve("/en/priv%61cy?x=1", "HEAD")).toEqual({ kind: "serve", entry: { page: true } });
    expect(resolve("/assets/app.js")).toEqual({ kind: "serve", entry: { page: false } });
  });

  it("moves a page's trailing-slash form to the page, keeping a plain query", () => {
    expect(resolve("/en/privacy/")).toEqual({ kind: "redirect", status: 301, location: "/en/privacy" });
    expect(resolve("/en/?a=1&b")).toEqual({ kind: "redirect", status: 301, location: "/en?a=1&b" });
    expect(resolve("/en/?a=<\x7f>")).toEqual({ kind: "redirect", status: 301, location: "/en" });
    expect(resolve("/assets/app.js/")).toEqual(home);
  });

  it("sends unknown, malformed and traversing targets home", () => {
    const targets = [
      "/",
      "/foo",
      "/EN",
      "/en/foo",
      "*",
      "http://evil.example/en",
      "//evil.example/en",
      "/%E0%A4%A",
      "/en%00",
      "/en%2fprivacy",
      "/en%2Fprivacy",
      "/en/..%5cprivacy",
      "/en\\privacy",
      "/en//privacy",
      "/en/./privacy",
      "/x/../en",
      "/en/%2e%2e/en",
      "/en/%2E./en",
      "/en/privacy/..",
      "/en/privacy/.?x",
    ];
    for (const target of targets) expect([target, resolve(target)]).toEqual([target, home]);
  });

  it("answers other methods with 405 and over-long targets with 414", () => {
    for (const method of ["POST", "OPTIONS", "get", "", undefined]) {
      expect(resolveRequest(method, "/en", entries)).toEqual({ kind: "error", status: 405 });
    }
    expect(resolve(`/en?${"a".repeat(2044)}`)).toEqual({ kind: "serve", entry: { page: true } });
    expect(resolve(`/en?${"a".repeat(2045)}`)).toEqual({ kind: "error", status: 414 });
  });
});
