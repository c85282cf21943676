/** A few line icons drawn here, so they look the same on every phone (no emoji font needed). */
const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export function ProfileIcon() {
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

export function ClockIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function CalendarIcon() {
  return (
    <svg {...common} width={28} height={28} aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

export function ToolsIcon() {
  return (
    <svg {...common} width={28} height={28} aria-hidden="true" focusable="false">
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-2.5z" />
    </svg>
  );
}

/** A question paper with a clock corner (the papers tile, docs/product.md §11). */
export function PaperIcon() {
  return (
    <svg {...common} width={28} height={28} aria-hidden="true" focusable="false">
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5" />
      <path d="M8 8h7M8 12h4" />
      <circle cx="17" cy="16" r="4" />
      <path d="M17 14v2l1.5 1" />
    </svg>
  );
}
