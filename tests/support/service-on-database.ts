/** "A service on a test database", inside `describe.each(testDatabases())`: the database opened and
 * migrated once for the file, emptied before each test, and a new service on a clock of the test's.
 * A test moves time on with `t.clock += …`; `now` reads it at each call. `serviceOn` is the service
 * alone, for a database a test opens itself (the command line's, a server process's). */
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
  /** Another server's service on the same database and clock (its own instance), `changes` applied. */
  anotherService(changes?: Partial<ServiceOptions>): NewsletterService;
}

/** A service as the tests build it: the test key, a message domain, the options given. */
export function serviceOn(db: NewsletterDatabase, options: Partial<ServiceOptions> = {}): NewsletterService {
  return createNewsletterService({
    linkKey: testLinkKey,
    db,
    messageDomain: "skattlyktan.example",
    ...options,
  });
}

export type ServiceOnDatabaseOptions = {
  /** Where each test's clock starts. */
  start: number;
  /** Each reading of the clock first moves it on by this many ms (0: it moves only when the test says). */
  step?: number;
} & Partial<Omit<ServiceOptions, "db" | "now">>;

export function serviceOnDatabase(
  database: TestDatabase,
  { start, step = 0, ...options }: ServiceOnDatabaseOptions,
): ServiceOnDatabase {
  const t = { clock: start } as ServiceOnDatabase;
  t.anotherService = (changes = {}) =>
    serviceOn(t.db, { now: () => (t.clock += step), ...options, ...changes });
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
    t.service = t.anotherService();
  });
  return t;
}
