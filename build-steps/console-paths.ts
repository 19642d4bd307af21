/** Where the operator console's build comes from and goes (docs/decisions/029). */
import path from "node:path";
import { projectRoot } from "../server/build-paths.ts";

export const consoleSourceRoot = path.join(projectRoot, "console");
export const consoleConfigFile = path.join(consoleSourceRoot, "vite.config.ts");
