/** The network a client's address belongs to, for limits that must not be dodged by hopping to the
 * next address of the same network: an IPv4 address's /24, an IPv6 address's /56 (what an ISP commonly
 * delegates to one home or office, RIPE-690: 256 /64s, each a new key if counted alone). */
import { isIPv4, isIPv6 } from "node:net";

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.padStart(4, "0"));
}

export function clientNetwork(ip: string): string {
  // An IPv4 client seen through an IPv6 socket (::ffff:192.0.2.1) is that IPv4 client.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address))
    return `${expandIPv6(address.split("%")[0] ?? "")
      .slice(0, 4)
      .join(":")
      .slice(0, -2)}00::/56`;
  return address;
}
