/** PayPal's decimal string amounts ("548.50") and our integer öre. */
export const toOre = (value: string) => Math.round(Number(value) * 100);
export const toValue = (ore: number) => (ore / 100).toFixed(2);
