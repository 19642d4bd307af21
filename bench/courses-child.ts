/** The process bench/courses.ts kills with `kill -9`: the live newsletter's scheduler and outbox worker
 * (createNewsletter, as the server runs them, no HTTP) on the benchmark's database, the bench's 5-lesson
 * course, lessons 1 s apart at any hour, leases of 3 s so a killed process's rows come back quickly. */
import { readNewsletterConfig } from "../server/newsletter/config.ts";
import { createNewsletter } from "../server/newsletter/create-newsletter.ts";
import { library } from "./courses-seed.ts";

const config = readNewsletterConfig({
  ...process.env,
  NEWSLETTER_MODE: "live",
  NEWSLETTER_COURSE_INTERVAL: "1s",
  NEWSLETTER_COURSE_WINDOW: "always",
});
const newsletter = await createNewsletter(config, {
  courses: library,
  log: () => {},
  worker: { leaseMs: 3000, pollMs: 200 },
});
newsletter.start();
process.stdout.write("started\n");
