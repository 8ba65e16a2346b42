/** BMI = kg / m², to one decimal as it is usually quoted; null when either measurement is missing. */
export function bodyMassIndex(heightCm: number | null, weightKg: number | null): number | null {
  if (heightCm === null || weightKg === null || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}
