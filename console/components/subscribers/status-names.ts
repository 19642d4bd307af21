import type { SubscriberRecord } from "#shared/console-api.ts";

export const statusNames: Record<SubscriberRecord["status"], string> = {
  pending: "Pending (not confirmed yet)",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};
