import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { BrandMark } from '../../components/BrandMark'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { TETHER } from './workflowContent'
import { VIEW_THRESHOLD, WORKFLOW_TIMING } from './timing'
import { stage } from './ui'
import { useInView } from './useInView'
import { usePageVisible, useReducedMotion } from './useMedia'
import { WORKFLOW_LAST_FRAME, workflowFrame, workflowRunning, workflowShouldReset } from './workflowAnimation'
import { media } from '../../styles/media'

const Link = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px 16px;
  margin-bottom: 16px;
  padding: 16px 20px 14px;
  border-radius: 18px;
  background: var(--s-card);
  border: 1px solid var(--s-line);
`

const End = styled.span`
  display: grid;
  justify-items: center;
  gap: 6px;
  font-size: 12px;
  color: var(--s-muted);
  [data-icon] {
    display: grid;
    place-items: center;
    width: 46px;
    height: 46px;
    border-radius: 14px;
    color: var(--s-fg);
    background: var(--s-chip);
  }
  &[data-app] [data-icon] {
    background: linear-gradient(135deg, #2a2a31, #15151a);
    transition:
      transform 0.08s linear,
      opacity 0.08s linear;
  }
`

const Line = styled.span`
  position: relative;
  height: 46px;
  align-self: start;
  [data-track] {
    position: absolute;
    left: 0;
    right: 0;
    top: 22px;
    height: 2px;
    background: repeating-linear-gradient(90deg, var(--s-line) 0 8px, transparent 8px 14px);
  }
  [data-dash] {
    position: absolute;
    left: 0;
    top: 22px;
    height: 2px;
    background: repeating-linear-gradient(90deg, #ff7a30 0 8px, transparent 8px 14px);
  }
  [data-spinner],
  [data-ok] {
    position: absolute;
    left: 50%;
    top: 23px;
    width: 28px;
    height: 28px;
    margin: -14px 0 0 -14px;
    border-radius: 50%;
  }
  [data-spinner] {
    border: 3px solid rgba(255, 122, 48, 0.25);
    border-top-color: #ff7a30;
    background: var(--s-card);
  }
  [data-ok] {
    display: grid;
    place-items: center;
    background: #1f9d63;
    color: #fff;
  }
`

const Status = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  text-align: center;
  font-size: 13px;
  color: var(--s-muted);
  &[data-connected='true'] {
    color: #27b375;
    font-weight: 600;
  }
`

const Screen = styled.div`
  aspect-ratio: 16 / 10;
  [data-layer='on'] {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity 0.4s ease;
  }
  &[data-connected='true'] [data-layer='on'] {
    opacity: 1;
  }
`

function CameraIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 7h3l1.6-2.2h6.8L17 7h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.6" />
    </svg>
  )
}

/**
 * Tethered shooting, played once the widget is wholly in view: the app's logo appears
 * (280 ms), a dashed line draws from the camera (360 ms), a spinner turns (1000 ms), then
 * the screen switches from "waiting for the camera" to "connected". Frames tick every
 * 40 ms; it starts over when the tab is hidden or the widget leaves view.
 */
export function WorkflowCamera({ threshold = VIEW_THRESHOLD }: { threshold?: number }) {
  const target = useRef<HTMLDivElement>(null)
  const inView = useInView(target, threshold)
  const visible = usePageVisible()
  const reduced = useReducedMotion()
  const [frame, setFrame] = useState(0)
  const reset = workflowShouldReset(inView, visible)
  useEffect(() => {
    if (reset) setFrame(0)
  }, [reset])
  const running = !reduced && !reset && workflowRunning(frame)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setFrame((current) => Math.min(current + 1, WORKFLOW_LAST_FRAME)), WORKFLOW_TIMING.frameMs)
    return () => window.clearInterval(timer)
  }, [running])
  const state = workflowFrame(reduced ? WORKFLOW_LAST_FRAME : frame)
  return (
    <div ref={target} data-widget="workflow-camera" data-phase={state.phase} data-running={running}>
      <Link>
        <End>
          <span data-icon="">
            <CameraIcon />
          </span>
          {TETHER.cameraLabel}
        </End>
        <Line aria-hidden="true">
          <span data-track="" />
          <span data-dash="" style={{ width: `${state.line * 100}%` }} />
          {state.spinning ? <span data-spinner="" style={{ transform: `rotate(${frame * 24}deg)` }} /> : null}
          {state.connected ? (
            <span data-ok="">
              <svg width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M3 7.2l2.6 2.6L11 4.4" />
              </svg>
            </span>
          ) : null}
        </Line>
        <End data-app="">
          <span data-icon="" style={{ transform: `scale(${0.5 + 0.5 * state.logo})`, opacity: 0.25 + 0.75 * state.logo }}>
            <BrandMark />
          </span>
          {TETHER.appLabel}
        </End>
        {/* Not a live region: the states loop by themselves, and a screen reader would read each one out. */}
        <Status data-connected={state.connected} data-testid="tether-status">
          {TETHER.states[state.phase]}
        </Status>
      </Link>
      <Screen className={stage} data-connected={state.connected}>
        <ResponsiveImage image={TETHER.off} fill sizes={`${media.minWidth('md')} 640px, 100vw`} />
        <div data-layer="on" aria-hidden={!state.connected}>
          <ResponsiveImage image={TETHER.on} fill sizes={`${media.minWidth('md')} 640px, 100vw`} />
        </div>
      </Screen>
    </div>
  )
}
