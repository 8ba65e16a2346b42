/**
 * A whole number with its thousands grouped the way the app writes counts ("5,000 clients"): what
 * `toLocaleString('en-US')` writes for an integer, put together by hand. The browser's first number formatting loads
 * its locale data, 20–25 ms of a cold first load, and a list's count is on its first frame. A fraction is rounded
 * to the nearest whole number first.
 */
export function formatCount(count: number): string {
  const whole = Math.round(Math.abs(count));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 && whole !== 0 ? `-${grouped}` : grouped;
}
