/**
 * A sale of listed shares: the gain or loss by the average cost method, beside the 20 % rule, and the
 * tax on a gain. Every figure is the row "shares and funds" (app/content/facts/lesson-figures.ts).
 */
import { shareSaleFigures } from "../../../content/facts/lesson-figures";

export const capitalGainsTaxRate = shareSaleFigures.capitalGainsTaxRate.value;
const standardCostShare = shareSaleFigures.standardCostShare.value;
export const remainingLossShare = shareSaleFigures.remainingLossShare.value;

export interface Purchase {
  shares: number;
  price: number;
  brokerage: number;
}

export interface Sale {
  shares: number;
  price: number;
  brokerage: number;
}

export interface AverageCostResult {
  sharesOwned: number;
  averageCost: number;
  /** The sale price after brokerage. */
  netProceeds: number;
  averageMethod: { cost: number; gain: number };
  standardMethod: { cost: number; gain: number };
  /** The method that gives the lower gain (or the larger loss). */
  better: "average" | "standard";
  gain: number;
  tax: number;
  /** For a loss: the part that counts when no gain is left to offset it. */
  lossCounted: number;
}

/** The cost per share, brokerage included, over every purchase. */
export function averageCostPerShare(purchases: readonly Purchase[]): number {
  const shares = purchases.reduce((sum, each) => sum + each.shares, 0);
  const cost = purchases.reduce((sum, each) => sum + each.shares * each.price + each.brokerage, 0);
  return shares > 0 ? cost / shares : 0;
}

/** undefined when more shares are sold than were bought. */
export function averageCostSale(purchases: readonly Purchase[], sale: Sale): AverageCostResult | undefined {
  const sharesOwned = purchases.reduce((sum, each) => sum + each.shares, 0);
  if (sale.shares > sharesOwned || sale.shares <= 0) return undefined;
  const averageCost = averageCostPerShare(purchases);
  const netProceeds = sale.shares * sale.price - sale.brokerage;
  const averageMethodCost = averageCost * sale.shares;
  const standardCost = (netProceeds * standardCostShare) / 100;
  const averageGain = netProceeds - averageMethodCost;
  const standardGain = netProceeds - standardCost;
  const better = standardGain < averageGain ? "standard" : "average";
  const gain = Math.min(averageGain, standardGain);
  return {
    sharesOwned,
    averageCost,
    netProceeds,
    averageMethod: { cost: averageMethodCost, gain: averageGain },
    standardMethod: { cost: standardCost, gain: standardGain },
    better,
    gain,
    tax: gain > 0 ? (gain * capitalGainsTaxRate) / 100 : 0,
    lossCounted: gain < 0 ? (-gain * remainingLossShare) / 100 : 0,
  };
}
