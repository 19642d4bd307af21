import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import { courseLibrary } from "../content/courses.server";
import { llmsTxt } from "../lib/discovery";

export function loader() {
  return new Response(llmsTxt({ en, se }, courseLibrary), {
    headers: { "Content-Type": "text/markdown; charset=utf-8" },
  });
}
