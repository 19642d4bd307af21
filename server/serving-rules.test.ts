// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cacheControlFor, contentSecurityPolicy, contentTypeFor, securityHeaders } from "./serving-rules.ts";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe("security headers", () => {
  const headers = securityHeaders(["sha256-abc="]);
  const csp = directives(headers["Content-Security-Policy"] ?? "");

  // What the MDN HTTP Observatory checks for its top grade.
  it("have a CSP that runs no inline script but the hashed ones, and embeds nothing", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.has("style-src-elem")).toBe(false);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    for (const sources of csp.values()) {
      // Nothing inline but the hashed scripts: no inline style either (no style-src-elem exception).
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it("ask for HTTPS for two years and turn off sniffing, referrers across origins, and device APIs", () => {
    expect(
      Number(/max-age=(\d+)/.exec(headers["Strict-Transport-Security"] ?? "")?.[1]),
    ).toBeGreaterThanOrEqual(31536000);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("list each hash the build found", () => {
    expect(contentSecurityPolicy(["sha256-a=", "sha256-b="])).toContain(
      "script-src 'self' 'sha256-a=' 'sha256-b=';",
    );
  });
});

describe("cache and content types", () => {
  it("make /assets immutable and everything else revalidate", () => {
    expect(cacheControlFor("/assets/app-Abc.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/en")).toBe("no-cache");
    expect(cacheControlFor("/robots.txt")).toBe("no-cache");
  });

  it("name the type by extension, case aside, with octet-stream for the unknown", () => {
    expect(contentTypeFor("/en/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("/assets/APP.JS")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeFor("/site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeFor("/assets/x.unknown")).toBe("application/octet-stream");
    expect(contentTypeFor("/assets/noextension")).toBe("application/octet-stream");
  });
});
