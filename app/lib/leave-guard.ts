/**
 * A screen that must not be left without a word (a quiz question whose clock runs, docs/product.md
 * §8) sets a guard; the header's Back goes through `leaveVia`, so it asks first as the browser's
 * Back and the app's links do (app/features/quiz/useLeaveGuard.ts).
 */
type Guard = (leave: () => void) => void;
let guard: Guard | null = null;

export function setLeaveGuard(next: Guard | null): void {
  guard = next;
}

/** Leaves now, or hands the leaving to the screen's guard, which may ask first. */
export function leaveVia(leave: () => void): void {
  if (guard) guard(leave);
  else leave();
}
