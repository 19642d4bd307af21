/** The local .eml outbox (no SMTP_URL): for clicking through a sign-up on a laptop, never for a server
 * with real readers. Its files carry the links of the mails they hold, so the hourly purge removes
 * those older than a day (decision 030). */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

export const emlRetentionMs = 24 * 60 * 60 * 1000;

/** Removes the outbox's .eml files last written before `now - emlRetentionMs`; how many it removed. */
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
