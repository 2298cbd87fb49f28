/** What 在线客服's entry shows, the floating one's and an ad landing bar's: a headset over its name. */
export function ServiceEntryLabel() {
  return (
    <>
      <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <path d="M4 10a6 6 0 1 1 12 0v3a2 2 0 0 1-2 2h-2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <rect x="2.5" y="9" width="3" height="5" rx="1.2" fill="currentColor" />
        <rect x="14.5" y="9" width="3" height="5" rx="1.2" fill="currentColor" />
      </svg>
      在线客服
    </>
  )
}
