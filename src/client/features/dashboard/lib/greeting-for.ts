/** "Good morning" until noon, "Good afternoon" until 18:00, then "Good evening" — in the user's own time zone. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
