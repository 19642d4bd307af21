/** The console routes' request schemas: the contract's (shared/console-api.ts) plus what only the server
 * can check: an address's form (Node's IDNA), an issue's size, a course it has, a time by its clock. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  courseTestRequest,
  draftContent,
  emailBody,
  eraseBody,
  issueDraft,
  lessonPreviewRequest,
  liftSuppressionBody,
  stopCourseBody,
} from "#shared/console-api.ts";
import { isKnownCourse } from "#shared/signup-chosen.ts";
import { addressKey, checkAddress } from "../domain/addresses.ts";
import { issueLimits, issueMarkdownProblem } from "../domain/issue-markdown.ts";
import type { NewsletterService } from "../service/service.ts";

/** How far ahead an issue may be scheduled: a year, and a day for a leap year. */
export const latestScheduleMs = 366 * 86_400_000;

/** The one check every entry point applies (domain/addresses.ts); the address trimmed. */
const address = z
  .string({ error: "invalid_email" })
  .superRefine((value, context) => {
    const problem = checkAddress(value);
    if (problem) context.addIssue({ code: "custom", message: problem, input: value });
  })
  .transform((value) => value.trim());

/** The ids in the console's URLs; anything is looked up, and an unknown one is 404. */
export const idParams = z.object({ id: z.string() });
export const courseParams = z.object({ course: z.string() });

export function consoleSchemas(clock: () => number, courseSlugs: () => string[]) {
  const knownCourse = (course: string | null) => course === null || isKnownCourse(courseSlugs(), course);
  /** Size and nesting checked before anything parses it. */
  const sendable = issueDraft.extend({
    markdown: issueDraft.shape.markdown.superRefine((markdown, context) => {
      const problem = issueMarkdownProblem(markdown);
      if (problem) context.addIssue({ code: "custom", message: problem, input: markdown });
    }),
    course: issueDraft.shape.course.refine(knownCourse, { error: "unknown_course" }),
    /** In ms; ahead, and within `latestScheduleMs`. */
    scheduleAt: issueDraft.shape.scheduleAt.transform((at, context) => {
      if (at === null) return null;
      const ms = Date.parse(at);
      const now = clock();
      if (Number.isFinite(ms) && ms > now && ms <= now + latestScheduleMs) return ms;
      context.addIssue({ code: "custom", message: "bad_schedule", input: at });
      return z.NEVER;
    }),
  });
  return {
    address: emailBody.extend({ email: address }),
    erase: eraseBody
      .extend({ email: address })
      .refine((body) => addressKey(body.confirm) === addressKey(body.email), { error: "confirm_mismatch" }),
    stopCourse: stopCourseBody.extend({ email: address }),
    liftSuppression: liftSuppressionBody.extend({ email: address }),
    issue: sendable,
    /** A draft may be anything (it is being written), but no bigger than an issue may be. */
    draft: draftContent.extend({
      markdown: draftContent.shape.markdown.refine(
        (markdown) => new TextEncoder().encode(markdown).length <= issueLimits.maxBytes,
        { error: "issue_too_large" },
      ),
      course: draftContent.shape.course.refine(knownCourse, { error: "unknown_course" }),
    }),
    lessonPreview: lessonPreviewRequest,
    courseTest: courseTestRequest,
  };
}

export type ConsoleSchemas = ReturnType<typeof consoleSchemas>;

/** A plugin of the console's signed-in routes (console-routes.ts registers each). */
export type ConsolePlugin<Extra = unknown> = FastifyPluginAsyncZod<
  { service: NewsletterService; schemas: ConsoleSchemas } & Extra
>;
