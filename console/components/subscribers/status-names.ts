import type { SubscriberRecord } from "../../../server/newsletter/domain/console-api.ts";

export const statusNames: Record<SubscriberRecord["status"], string> = {
  pending: "Pending (not confirmed yet)",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};
