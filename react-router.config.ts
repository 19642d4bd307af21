import type { Config } from "@react-router/dev/config";
import { discoveryFiles } from "./app/lib/discovery";
import { prerenderPaths } from "./app/lib/paths";

export default {
  // Static hosting: every page is pre-rendered at build time, then hydrated.
  ssr: false,
  prerender: [...prerenderPaths, ...discoveryFiles],
} satisfies Config;
