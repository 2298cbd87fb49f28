import type { PlatformEntry } from '../../../shared/contracts/schemas/download'

/** Each icon's device outline and details, in a 40 by 40 box. */
const SHAPES: Record<PlatformEntry['icon'], { rect: { x: number; y: number; width: number; height: number; rx: number }; path: string }> = {
  apple: { rect: { x: 7, y: 9, width: 26, height: 17, rx: 2.5 }, path: 'M3 30h34l-2 3H5z' },
  windows: { rect: { x: 5, y: 7, width: 30, height: 20, rx: 2.5 }, path: 'M15 33h10M20 27v6M12 13h7v5h-7zM21 13h7v5h-7z' },
  ipad: { rect: { x: 8, y: 4, width: 24, height: 32, rx: 3.5 }, path: 'M18 32h4' },
  iphone: { rect: { x: 12, y: 4, width: 16, height: 32, rx: 4 }, path: 'M17 8h6' },
  android: { rect: { x: 12, y: 6, width: 16, height: 30, rx: 3 }, path: 'M12 11h16M12 31h16M16 2.5l2 3.5M24 2.5l-2 3.5' },
}

/** Drawn device icons (ours, not the platforms' trademarks): laptop, monitor, tablet, phone. */
export function PlatformIcon({ icon, size = 40 }: { icon: PlatformEntry['icon']; size?: number }) {
  const { rect, path } = SHAPES[icon]
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      fill="none"
      aria-hidden
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect {...rect} />
      <path d={path} />
    </svg>
  )
}
