/**
 * A number as the site writes it, the way `toLocaleString('en')` does: digits grouped by three with
 * commas, at most three decimals, rounded half up from the number's shortest decimal form (1,000 and
 * 2,500.75). Written out because a page's first use of Intl's number formatting starts ICU, 25–35 ms of
 * a phone's main thread while the page hydrates (docs/performance.md); its test holds it to Intl's output.
 */
export function formatNumber(value: number): string {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= 1e21) return value.toLocaleString('en');
  // Below a millionth String() writes an exponent; all of those round to 0.
  let [whole, fraction = ''] = (size < 1e-6 ? '0' : String(size)).split('.') as [string, string?];
  if (fraction.length > 3) {
    const up = fraction[3]! >= '5';
    fraction = fraction.slice(0, 3);
    if (up) {
      const thousandths = String(BigInt(whole + fraction) + 1n).padStart(4, '0');
      [whole, fraction] = [thousandths.slice(0, -3), thousandths.slice(-3)];
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
