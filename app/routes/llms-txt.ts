import { courseLibrary } from "../content/courses.server";
import { en } from "../i18n/en";
import { se } from "../i18n/se";
import { llmsTxt } from "../lib/discovery";

export function loader() {
  return new Response(llmsTxt({ en, se }, courseLibrary), {
    headers: { "Content-Type": "text/markdown; charset=utf-8" },
  });
}
