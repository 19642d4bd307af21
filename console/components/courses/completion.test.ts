import { expect, it } from "vitest";
import { completion } from "./completion";

it("gives completion its count, and says how many are still under way", () => {
  expect(completion({ finished: 0, enrolled: 3, active: 2 })).toEqual({
    rate: "0% (0 of 3)",
    context: "finished of enrolled; 2 still under way",
  });
  expect(completion({ finished: 1, enrolled: 1, active: 0 })).toEqual({
    rate: "100% (1 of 1)",
    context: "finished of enrolled; nobody still under way",
  });
  expect(completion({ finished: 0, enrolled: 0, active: 0 })).toEqual({
    rate: "—",
    context: "nobody enrolled yet",
  });
});
