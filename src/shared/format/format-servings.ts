const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1 serving", "1.5 servings", "0.25 servings". */
export function formatServings(servings: number): string {
  return `${upToTwoDecimals.format(servings)} ${servings === 1 ? 'serving' : 'servings'}`;
}
