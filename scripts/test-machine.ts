/**
 * What `npm test` needs from the machine besides npm packages, and how it gets it: Chromium's headless
 * shell (the end-to-end tests), nginx with Debian's brotli module (the generated server block is tested
 * too), Java (the Nu Html Checker) and PostgreSQL (the newsletter's storage tests run on both databases).
 * As root with apt-get, what is missing is installed from Debian; otherwise the run stops at once with
 * the one command that installs it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { brotliStaticModule, nginxBinary } from "../deploy-config/nginx-config.ts";

interface Need {
  what: string;
  packages: string[];
  present: () => boolean;
}

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const postgresServer = () =>
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/postgres`),
  );

/** Chromium's headless shell (decision 063): the same engine as the browser, at half its CPU per test. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

const needs: Need[] = [
  {
    what: "Chromium's headless shell",
    packages: ["chromium-headless-shell"],
    present: () => existsSync(chromiumPath),
  },
  {
    what: "nginx",
    packages: ["nginx"],
    present: () => existsSync(nginxBinary) || onPath(nginxBinary),
  },
  {
    what: "nginx's brotli module",
    packages: ["libnginx-mod-http-brotli-static"],
    present: () => Boolean(process.env.NGINX_PATH) || existsSync(brotliStaticModule),
  },
  { what: "Java", packages: ["default-jre-headless"], present: () => onPath("java") },
  {
    what: "PostgreSQL",
    packages: ["postgresql"],
    present: () => Boolean(process.env.TEST_DATABASE_URL) || postgresServer(),
  },
];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

/** Installs what is missing; returns one line that says what it did. */
export function installMissing(): string {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return "nothing to install";
  const packages = missing.flatMap((need) => need.packages);
  const names = missing.map((need) => need.what).join(", ");
  const canInstall = process.getuid?.() === 0 && onPath("apt-get");
  if (!canInstall) {
    throw new Error(
      `npm test needs ${names}. Install ${packages.length > 1 ? "them" : "it"} with:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}\n` +
        "(or set CHROMIUM_PATH, NGINX_PATH, TEST_DATABASE_URL to ones you have)",
    );
  }
  console.log(`test set-up: installing ${names} (apt-get install ${packages.join(" ")})`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...packages]);
  return `installed ${packages.join(", ")}`;
}

/** A PostgreSQL database for the storage tests: TEST_DATABASE_URL if set, else Debian's cluster started
 * and a test database made in it (scripts/test-postgres.sh). Returns the URL and what it did. */
export function testDatabase(): { url: string | undefined; said: string } {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, said: "TEST_DATABASE_URL" };
  if (process.getuid?.() !== 0) {
    return { url: undefined, said: "no PostgreSQL (not root): storage tests on the embedded database only" };
  }
  const result = spawnSync("bash", ["scripts/test-postgres.sh"], { stdio: ["ignore", "pipe", "inherit"] });
  if (result.status !== 0) throw new Error("scripts/test-postgres.sh could not start PostgreSQL");
  return { url: result.stdout.toString().trim(), said: "PostgreSQL started on loopback" };
}
