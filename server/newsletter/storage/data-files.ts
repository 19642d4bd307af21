/** The newsletter's data files, the server's user's alone (decision 030): a key or a database copied by
 * another local user would open every link. */
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const privateDirectoryMode = 0o700;
export const privateFileMode = 0o600;

/** Creates the directory if needed and makes it the owner's alone. */
export function securePrivateDirectory(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: privateDirectoryMode });
  chmodSync(directory, privateDirectoryMode);
}

/** Makes each of `files` that exists the owner's alone (creating none). */
export function securePrivateFiles(files: readonly string[]): void {
  for (const file of files) {
    if (existsSync(file) && statSync(file).isFile()) chmodSync(file, privateFileMode);
  }
}

export function sqliteFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`];
}

/** Created 0600 before SQLite opens it: SQLite gives its -wal and -shm the database file's mode. */
export function prepareSqliteFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: privateDirectoryMode });
  closeSync(openSync(file, "a", privateFileMode));
  securePrivateFiles(sqliteFiles(file));
}

/** Never in the database, so a copy of the database opens no link. */
export function readOrCreateKeyFile(file: string): Buffer {
  mkdirSync(path.dirname(file), { recursive: true, mode: privateDirectoryMode });
  try {
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { mode: privateFileMode, flag: "wx" });
  } catch (error) {
    // Another process (the operator's command) made it first: read theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  securePrivateFiles([file]);
  const hex = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64,}$/.test(hex)) throw new Error(`${file} is not a newsletter link key (64 hex digits)`);
  return Buffer.from(hex, "hex");
}
