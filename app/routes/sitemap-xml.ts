import { sitemapXml } from "../lib/discovery";

export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
