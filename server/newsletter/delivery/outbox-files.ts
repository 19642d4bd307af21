/** The local .eml outbox (no SMTP_URL): its files carry links, so the hourly purge removes old ones
 * (decision 030). */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

export const emlRetentionMs = 24 * 60 * 60 * 1000;

export async function removeOldEmlFiles(directory: string, now: number): Promise<number> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(".eml"))) {
    const file = path.join(directory, name);
    if ((await stat(file)).mtimeMs >= now - emlRetentionMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
