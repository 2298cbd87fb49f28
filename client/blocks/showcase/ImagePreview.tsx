import { styled } from '@linaria/react'
import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { Dialog } from '../../components/Dialog'
import type { DialogControls } from '../../components/dialogStore'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { canZoomIn, canZoomOut, PREVIEW_INITIAL, previewKeyAction, previewReducer } from './imagePreview'
import type { ImagePreviewProps } from './previewDialog'

const PREVIEW_WIDTH = 960

const Viewport = styled.div`
  /* Centred by the item's auto margins, which drop to 0 when it overflows, so every edge stays reachable. */
  display: grid;
  height: min(70vh, 720px);
  overflow: auto;
  border-radius: 10px;
  background: #111214;
  /* The page may not pinch-zoom here: two fingers zoom the image instead. */
  touch-action: pan-x pan-y;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
`

const Sized = styled.div`
  flex: none;
  margin: auto;
`

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin-top: 14px;
  button {
    min-width: 40px;
    height: 36px;
    padding: 0 12px;
    border: 1px solid #d9dbe1;
    border-radius: 8px;
    background: #fff;
    color: #16171a;
    font-size: 15px;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  output {
    min-width: 56px;
    text-align: center;
    font-variant-numeric: tabular-nums;
    color: #5d6270;
  }
`

/** The distance between the first two touching pointers. */
function spread(points: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...points.values()]
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
}

/** A showcase image, large: buttons, the wheel, a pinch and + / - / 0 zoom it within 0.5–3; Escape closes it. */
export default function ImagePreview({ image, open, onClose }: ImagePreviewProps & DialogControls) {
  const [state, dispatch] = useReducer(previewReducer, PREVIEW_INITIAL)
  const viewportRef = useRef<HTMLDivElement>(null)
  const points = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<{ distance: number; scale: number } | null>(null)
  const scale = useRef(state.scale)
  scale.current = state.scale

  // A native listener: React's wheel handler is passive and cannot keep the wheel from scrolling.
  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      dispatch({ type: 'wheel', deltaY: event.deltaY })
    }
    viewport.addEventListener('wheel', onWheel, { passive: false })
    return () => viewport.removeEventListener('wheel', onWheel)
  }, [open])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return
    points.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (points.current.size === 2) pinch.current = { distance: spread(points.current), scale: scale.current }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!points.current.has(event.pointerId)) return
    points.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const start = pinch.current
    if (start && start.distance > 0) dispatch({ type: 'pinch', startScale: start.scale, ratio: spread(points.current) / start.distance })
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    points.current.delete(event.pointerId)
    if (points.current.size < 2) pinch.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = previewKeyAction(event.key)
    if (!action) return
    event.preventDefault()
    dispatch(action)
  }
  const percent = Math.round(state.scale * 100)

  return (
    <Dialog open={open} title={image.alt} onClose={onClose} width={PREVIEW_WIDTH} fullOnSmall={false} testId="image-preview">
      <div onKeyDown={onKeyDown}>
        <Viewport
          ref={viewportRef}
          tabIndex={0}
          data-autofocus=""
          aria-label="图片预览，按 + 放大，按 - 缩小，按 0 还原"
          data-scale={state.scale}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {/* Scale 1 fits the viewport; a larger scale overflows it and scrolls. */}
          <Sized style={{ width: `calc(min(100%, min(70vh, 720px) * ${image.width / image.height}) * ${state.scale})` }}>
            <ResponsiveImage image={image} sizes={`${PREVIEW_WIDTH}px`} loading="eager" />
          </Sized>
        </Viewport>
        <Toolbar>
          <button type="button" aria-label="缩小" disabled={!canZoomOut(state)} onClick={() => dispatch({ type: 'zoomOut' })}>
            −
          </button>
          <output aria-live="polite" data-testid="preview-scale">
            {percent}%
          </output>
          <button type="button" aria-label="放大" disabled={!canZoomIn(state)} onClick={() => dispatch({ type: 'zoomIn' })}>
            +
          </button>
          <button type="button" onClick={() => dispatch({ type: 'reset' })}>
            还原
          </button>
        </Toolbar>
      </div>
    </Dialog>
  )
}
