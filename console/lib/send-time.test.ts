import { expect, it } from "vitest";
import { sendDuration, sendLabel } from "./send-time";

it("says how long a send takes at 5 mails a second, in seconds, minutes or hours", () => {
  expect(sendLabel(134)).toBe("Send to 134 readers — about 27 seconds at 5 mails a second");
  expect(sendLabel(1)).toBe("Send to 1 reader — about 1 second at 5 mails a second");
  expect(sendDuration(8040)).toBe("about 27 minutes");
  expect(sendDuration(100_000)).toBe("about 5 hours 33 minutes");
  expect(sendDuration(36_000)).toBe("about 2 hours");
});
