/** Where the operator console's build comes from and goes (docs/decisions/029). */
import path from "node:path";
import { projectRoot } from "../server/build-paths.ts";

export const consoleSourceRoot = path.join(projectRoot, "console");
export const consoleConfigFile = path.join(consoleSourceRoot, "vite.config.ts");
/** `<BUILD_DIR>/console`, resolved as server/build-paths.ts resolves BUILD_DIR: beside the public
 * `client/`, never inside it. */
export const consoleRoot = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "console");
