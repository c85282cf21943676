/**
 * Sopan's mark (the favicon's steps), drawn in the page: on a slow network an `<img>` of it is
 * one more request before the first screen is whole.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="22" fill="#b45309" />
      <path fill="#fff" d="M20 60h20v20H20zM41.6 40H60v40H41.6zM61.6 20H80v60H61.6z" />
    </svg>
  );
}
