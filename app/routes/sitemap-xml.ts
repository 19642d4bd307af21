import { courseLibrary } from "../content/courses.server";
import { sitemapXml } from "../lib/discovery";

export function loader() {
  return new Response(sitemapXml(courseLibrary), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
