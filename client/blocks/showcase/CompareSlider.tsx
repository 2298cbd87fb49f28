import { styled } from '@linaria/react'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { ResponsiveImage, type ImageAsset } from '../../components/ResponsiveImage'
import { COMPARE_DEFAULT, COMPARE_LABELS, percentFromKey, percentFromPointer, touchIntent } from './compareSlider'
import { imagePreviewDialog } from './previewDialog'
import { stage, Tag } from './ui'

const Frame = styled.div`
  touch-action: pan-y;
  user-select: none;
  cursor: ew-resize;
  -webkit-tap-highlight-color: transparent;
`

const BeforeLayer = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
`

const Handle = styled.div`
  position: absolute;
  z-index: 2;
  top: 0;
  bottom: 0;
  width: 44px;
  margin-left: -22px;
  display: grid;
  place-items: center;
  cursor: ew-resize;
  outline: none;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 21px;
    width: 2px;
    background: #fff;
    box-shadow: 0 0 12px rgba(0, 0, 0, 0.35);
  }
  span {
    position: relative;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: #fff;
    color: #141416;
    box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3);
    transition: transform 0.15s;
  }
  &:focus-visible span {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  &[data-dragging='true'] span {
    transform: scale(1.08);
  }
`

const OpenLarge = styled.button`
  position: absolute;
  z-index: 3;
  right: 12px;
  bottom: 12px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.5);
  color: #fff;
  cursor: zoom-in;
  &:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
`

export interface CompareSliderProps {
  before: ImageAsset
  after: ImageAsset
  sizes: string
  /** What is compared, for the slider's accessible name. */
  label: string
  initial?: number
  className?: string
  /** The page's largest paint (an ad landing's hero): the after image, whole, is that paint; the before image is clipped to a part. */
  priority?: boolean
  /** Offer the after image in the large preview (off where no dialog host waits, as on the ad island). */
  openable?: boolean
}

/**
 * Before on the left, after on the right, a handle between them: drag with a mouse or a
 * finger (a vertical swipe still scrolls the page), or use the arrow keys, Home and End.
 */
export function CompareSlider({ before, after, sizes, label, initial = COMPARE_DEFAULT, className, priority = false, openable = true }: CompareSliderProps) {
  const [percent, setPercent] = useState(initial)
  const [dragging, setDragging] = useState(false)
  const frameRef = useRef<HTMLDivElement>(null)
  // A finger is not yet a drag: where it went down, until it moves past the tap tolerance.
  const touchStart = useRef<{ id: number; x: number; y: number } | null>(null)

  const moveTo = (clientX: number) => {
    const frame = frameRef.current
    if (frame) setPercent(percentFromPointer(clientX, frame.getBoundingClientRect()))
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    if (event.pointerType === 'touch') {
      touchStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
      return
    }
    event.currentTarget.setPointerCapture(event.pointerId)
    setDragging(true)
    moveTo(event.clientX)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = touchStart.current
    if (start && start.id === event.pointerId) {
      const intent = touchIntent(event.clientX - start.x, event.clientY - start.y)
      if (intent === 'undecided') return
      touchStart.current = null
      // Up or down: the page scrolls (touch-action: pan-y) and the divider stays.
      if (intent === 'scroll') return
      event.currentTarget.setPointerCapture(event.pointerId)
      setDragging(true)
      moveTo(event.clientX)
      return
    }
    if (dragging) moveTo(event.clientX)
  }
  const stop = (event: PointerEvent<HTMLDivElement>) => {
    // A finger that never left the tap tolerance is a tap: the divider goes where it tapped.
    if (touchStart.current?.id === event.pointerId && event.type === 'pointerup') moveTo(event.clientX)
    touchStart.current = null
    setDragging(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = percentFromKey(event.key, percent, event.shiftKey)
    if (next === null) return
    event.preventDefault()
    setPercent(next)
  }
  const rounded = Math.round(percent)

  return (
    <Frame
      ref={frameRef}
      data-compare=""
      className={className ? `${stage} ${className}` : stage}
      style={{ aspectRatio: `${after.width} / ${after.height}` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      onLostPointerCapture={stop}
    >
      <ResponsiveImage image={after} sizes={sizes} fill loading={priority ? 'priority' : 'lazy'} />
      <BeforeLayer style={{ clipPath: `inset(0 ${100 - percent}% 0 0)` }}>
        <ResponsiveImage image={before} sizes={sizes} fill loading={priority ? 'eager' : 'lazy'} />
      </BeforeLayer>
      <Tag style={{ left: 14, top: 14, opacity: percent < 12 ? 0 : 1 }}>{COMPARE_LABELS.before}</Tag>
      <Tag style={{ right: 14, top: 14, opacity: percent > 88 ? 0 : 1 }}>{COMPARE_LABELS.after}</Tag>
      <Handle
        role="slider"
        tabIndex={0}
        aria-label={`${label}：修图前后对比`}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`修图前 ${rounded}%，修图后 ${100 - rounded}%`}
        data-dragging={dragging}
        style={{ left: `${percent}%` }}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 4L1.5 9 6 14M12 4l4.5 5-4.5 5" />
          </svg>
        </span>
      </Handle>
      {openable ? (
        <OpenLarge
          type="button"
          aria-label={`查看大图：${after.alt}`}
          // Not a drag of the divider.
          onPointerDown={(event) => event.stopPropagation()}
          onPointerEnter={() => void imagePreviewDialog.preload()}
          onClick={() => imagePreviewDialog.open({ image: after })}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5M11 8.5v5M8.5 11h5" />
          </svg>
        </OpenLarge>
      ) : null}
    </Frame>
  )
}
