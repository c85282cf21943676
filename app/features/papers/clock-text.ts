/** The paper's clock as mm:ss (docs/product.md §11): 1800 → '30:00', 65 → '01:05', 7200 → '120:00'. */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
