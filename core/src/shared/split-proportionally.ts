import type { Ore } from './money';

/**
 * Splits `totalOre` into parts proportional to `weights`, in whole öre that add up exactly to it: each part
 * is rounded down, then the öre left over go to the largest remainders (ties to the earlier weight).
 */
export function splitProportionally(totalOre: Ore, weights: number[]): Ore[] {
  const sum = BigInt(weights.reduce((total, weight) => total + weight, 0));
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? totalOre : 0));
  // In bigint: a total times a weight can pass 2^53 where a float would drop öre.
  const exact = weights.map((weight) => BigInt(totalOre) * BigInt(weight));
  const parts = exact.map((value) => Number(value / sum));
  let left = totalOre - parts.reduce((total, part) => total + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
