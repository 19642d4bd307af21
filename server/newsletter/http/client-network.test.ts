// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("clientNetwork", () => {
  it("names an IPv4 client's /24 and an IPv6 client's /56", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.0/24");
    expect(clientNetwork("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(clientNetwork("2001:db8:1:2:3:4:5:6")).toBe("2001:0db8:0001:0000::/56");
    expect(clientNetwork("2001:db8:1:2ff:3:4:5:6")).toBe("2001:0db8:0001:0200::/56");
    expect(clientNetwork("2001:db8::1")).toBe("2001:0db8:0000:0000::/56");
    expect(clientNetwork("::1")).toBe("0000:0000:0000:0000::/56");
  });
});
