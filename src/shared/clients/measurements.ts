/** Height from feet and inches, as the client form converts it: whole centimetres. */
export function centimetresFromFeetInches(feet: number, inches: number): number {
  return Math.round((feet * 12 + inches) * 2.54);
}

/** Weight from stones and pounds, as the client form converts it: kilograms to one decimal. */
export function kilogramsFromStonesPounds(stones: number, pounds: number): number {
  return Math.round((stones * 14 + pounds) * 0.453592 * 10) / 10;
}

/** The other way, to prefill the imperial inputs when editing: whole inches, whole pounds. */
export function feetInchesFromCentimetres(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / 2.54);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

export function stonesPoundsFromKilograms(kg: number): { stones: number; pounds: number } {
  const totalPounds = Math.round(kg / 0.453592);
  return { stones: Math.floor(totalPounds / 14), pounds: totalPounds % 14 };
}
