// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes.ts";
import { deferredModuleType } from "./defer-scripts.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script a browser runs", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module" async="">import "/x.js";\n  b();</script>',
      "<SCRIPT TYPE='text/javascript'>c('>')</SCRIPT >",
      '<script type="importmap">{"imports":{}}</script>',
      "<script nonce=x data-a='1>2'> d(); </script>",
      "<script>ä = '😀'</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("a()"),
      sha256('import "/x.js";\n  b();'),
      sha256("c('>')"),
      sha256('{"imports":{}}'),
      sha256(" d(); "),
      sha256("ä = '😀'"),
    ]);
  });

  it("skips external scripts and data blocks", () => {
    const html = [
      '<script src="/assets/a.js"></script>',
      '<script type="module" src="/assets/b.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="text/plain">x</script>',
      "<template><script>inert()</script></template>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes the inert module the loader runs after the first paint", () => {
    const html = `<script type="${deferredModuleType}" data-modules="[]">import("/e.js");</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('import("/e.js");')]);
  });

  it("gives the hash CSP documents for a known script", () => {
    // The example in the CSP Level 3 specification.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    ]);
  });
});
