/** A course's completion, with its count and what it does not yet say (issue 53): "0%" alone reads as
 * failure when every reader is still under way. */
import { formatCount } from "../../lib/format";
import { rateWithCount } from "../dashboard/rates";

export function completion(figures: { finished: number; enrolled: number; active: number }): {
  rate: string;
  context: string;
} {
  const { finished, enrolled, active } = figures;
  if (enrolled === 0) return { rate: "—", context: "nobody enrolled yet" };
  const underWay = active === 0 ? "nobody still under way" : `${formatCount(active)} still under way`;
  return { rate: rateWithCount(finished, enrolled), context: `finished of enrolled; ${underWay}` };
}
