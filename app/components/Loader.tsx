/** The two loading indicators of §2.12: a full-screen translucent overlay, and an inline centred one. */
export function Loader({ overlay = false, label = 'Loading…' }: { overlay?: boolean; label?: string }) {
  return (
    <div className={overlay ? 'loader loader--overlay' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
