/** The download hero's drawing: a laptop and a phone showing a before/after portrait. */
export function HeroDevices({ className }: { className?: string }) {
  return (
    <svg className={className} width="440" height="300" viewBox="0 0 440 300" fill="none" aria-hidden="true">
      <defs>
        <linearGradient id="dl-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd7b5" />
          <stop offset="1" stopColor="#ff8a4c" />
        </linearGradient>
        <linearGradient id="dl-screen-after" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1e6" />
          <stop offset="1" stopColor="#ffb27a" />
        </linearGradient>
        <linearGradient id="dl-phone" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c9d3ff" />
          <stop offset="1" stopColor="#7d8cff" />
        </linearGradient>
      </defs>
      <rect x="40" y="28" width="300" height="196" rx="14" fill="#16171a" />
      <rect x="52" y="40" width="138" height="172" rx="4" fill="url(#dl-screen)" />
      <rect x="190" y="40" width="138" height="172" rx="4" fill="url(#dl-screen-after)" />
      <circle cx="190" cy="108" r="34" fill="#7a4a33" fillOpacity="0.55" />
      <path d="M134 212c6-40 30-58 56-58s50 18 56 58z" fill="#7a4a33" fillOpacity="0.55" />
      <path d="M190 40v172" stroke="#fff" strokeWidth="2" />
      <circle cx="190" cy="126" r="9" fill="#fff" />
      <path d="M186 126h8M190 122v8" stroke="#ff5a1f" strokeWidth="2" strokeLinecap="round" />
      <path d="M14 232h352l-16 16H30z" fill="#2a2b30" />
      <rect x="336" y="92" width="88" height="176" rx="16" fill="#16171a" />
      <rect x="343" y="100" width="74" height="160" rx="11" fill="url(#dl-phone)" />
      <circle cx="380" cy="158" r="18" fill="#fff" fillOpacity="0.7" />
      <path d="M352 260c4-30 14-44 28-44s24 14 28 44z" fill="#fff" fillOpacity="0.7" />
    </svg>
  )
}
