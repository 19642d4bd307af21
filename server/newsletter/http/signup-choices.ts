/** What a sign-up asks for, read from the form (a hidden `choices` marker, a `newsletter` box and one
 * `course` box per course) or from JSON (`{ newsletter: boolean, courses: string[] }`), against a
 * schema. A client that sends neither (an older page, a script) asks for the newsletter, as before. */
import { z } from "zod";
import type { SignUpChoices } from "../domain/courses.ts";
import { ClientError, type Fields } from "./request-input.ts";

const checked = z.union([z.literal("on"), z.literal("1"), z.literal("true")]);
const oneOrMore = (item: z.ZodString) => z.union([item, z.array(item).max(10)]);

const formChoices = z.object({
  choices: z.literal("1"),
  newsletter: checked.optional(),
  course: oneOrMore(z.string().max(64)).optional(),
});

const jsonChoices = z.object({
  newsletter: z.boolean(),
  courses: z.array(z.string().max(64)).max(10).default([]),
});

export function choicesOf(fields: Fields, form: boolean, courseSlugs: readonly string[]): SignUpChoices {
  let choices: SignUpChoices;
  if (form) {
    if (fields.choices === undefined) return { newsletter: true, courses: [] };
    const parsed = formChoices.safeParse(fields);
    if (!parsed.success) throw new ClientError(400, "invalid_choices");
    const courses = parsed.data.course ?? [];
    choices = { newsletter: parsed.data.newsletter !== undefined, courses: [courses].flat() };
  } else {
    if (fields.newsletter === undefined && fields.courses === undefined)
      return { newsletter: true, courses: [] };
    const parsed = jsonChoices.safeParse(fields);
    if (!parsed.success) throw new ClientError(400, "invalid_choices");
    choices = parsed.data;
  }
  if (choices.courses.some((course) => !courseSlugs.includes(course)))
    throw new ClientError(400, "unknown_course");
  if (!choices.newsletter && choices.courses.length === 0) throw new ClientError(400, "nothing_chosen");
  return { newsletter: choices.newsletter, courses: [...new Set(choices.courses)] };
}
