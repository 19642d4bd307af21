/** The console's list queries, checked at the edge with schemas: anything unknown or out of range is
 * 400 invalid_query, so the services only ever see a well-formed query. */
import { z } from "zod";
import { languages } from "../../../app/config/site.ts";
import { courseSlugs } from "../../../app/content/course-catalogue.ts";
import { maxAddressLength } from "../domain/addresses.ts";
import {
  type AuditQuery,
  type SubscriberQuery,
  subscriberPageSizes,
  subscriberSorts,
} from "../domain/console-api.ts";
import { ClientError } from "./request-input.ts";

const page = z.number().int().min(0).max(100_000);

const subscriberQuery = z.strictObject({
  search: z.string().max(maxAddressLength).optional(),
  status: z.enum(["pending", "confirmed", "unsubscribed"]).optional(),
  language: z.enum(languages).optional(),
  suppressed: z.boolean().optional(),
  course: z.enum(courseSlugs).optional(),
  sort: z.enum(subscriberSorts).optional(),
  descending: z.boolean().optional(),
  page: page.optional(),
  pageSize: z.union(subscriberPageSizes.map((size) => z.literal(size))).optional(),
});

const auditQuery = z.strictObject({
  action: z.string().max(64).optional(),
  operator: z.string().max(maxAddressLength).optional(),
  page: page.optional(),
});

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new ClientError(400, "invalid_query");
  return result.data;
}

export const subscriberQueryOf = (body: unknown): SubscriberQuery => parsed(subscriberQuery, body);
export const auditQueryOf = (body: unknown): AuditQuery => parsed(auditQuery, body);
