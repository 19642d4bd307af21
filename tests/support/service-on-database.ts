/** The usual set-up of a storage test, inside `describe.each(testDatabases())`: the database opened and
 * migrated once for the file, emptied before each test, and a new service on a clock of the test's.
 * A test moves time on with `t.clock += …`; `now` reads it at each call. */
import { afterAll, beforeAll, beforeEach } from "vitest";
import {
  createNewsletterService,
  type NewsletterService,
  type ServiceOptions,
} from "../../server/newsletter/service/service.ts";
import type { NewsletterDatabase } from "../../server/newsletter/storage/schema.ts";
import { testLinkKey } from "./link-tokens.ts";
import { emptyTables, type TestDatabase } from "./test-databases.ts";

export interface ServiceOnDatabase {
  db: NewsletterDatabase;
  service: NewsletterService;
  clock: number;
}

export function serviceOnDatabase(
  database: TestDatabase,
  /** Where each test's clock starts, and the service's options beyond the database, key and clock. */
  { start, ...options }: { start: number } & Partial<Omit<ServiceOptions, "db" | "now">>,
): ServiceOnDatabase {
  const t = { clock: start } as ServiceOnDatabase;
  beforeAll(async () => {
    t.db = await database.open();
  });
  afterAll(async () => {
    await t.db.destroy();
    await database.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(t.db);
    t.clock = start;
    t.service = createNewsletterService({
      linkKey: testLinkKey,
      db: t.db,
      messageDomain: "skattlyktan.example",
      now: () => t.clock,
      ...options,
    });
  });
  return t;
}
