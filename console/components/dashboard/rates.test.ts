import { expect, it } from "vitest";
import { issueRates, minimumSends, rateWithCount, verdict, verdictWords } from "./rates";

it("writes every rate with the count it comes from", () => {
  expect(rateWithCount(1, 6)).toBe("16.67% (1 of 6)");
  expect(rateWithCount(25, 1000)).toBe("2.5% (25 of 1,000)");
  expect(rateWithCount(0, 0)).toBe("0% (0 of 0)");
});

it("judges no rate below the minimum send, and the line itself as crossed", () => {
  expect(minimumSends).toBe(100);
  expect(verdict(1, 6, 0.02)).toBe("too-few");
  expect(verdict(50, 99, 0.02)).toBe("too-few");
  expect(verdict(1, 100, 0.02)).toBe("under");
  expect(verdict(2, 100, 0.02)).toBe("over");
  expect(verdict(0, 5000, 0.003)).toBe("under");
  expect(verdictWords("too-few", 0.02)).toBe("Too few to judge: fewer than 100 mails");
  expect(verdictWords("over", 0.003)).toBe("Over the 0.3% line");
});

it("counts bounces of the mails tried and complaints of the mails sent", () => {
  const rates = issueRates(
    { rateCounts: { bounces: 30, attempted: 1000, complaints: 2, sent: 990 } },
    { bounceRate: 0.02, complaintRate: 0.003 },
  );
  expect(rates.bounces).toEqual({ count: 30, of: 1000, limit: 0.02, verdict: "over" });
  expect(rates.complaints).toEqual({ count: 2, of: 990, limit: 0.003, verdict: "under" });
});
