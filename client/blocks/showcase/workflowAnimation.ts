import { WORKFLOW_TIMING } from './timing'

/**
 * The workflow camera animation of the home page, as a function of its frame number
 * (one frame every 40 ms): the logo appears (280 ms), a dashed line draws from the camera
 * to the computer (360 ms), a spinner turns (1000 ms), then the computer's image switches
 * from "disconnected" to "connected" and the animation stops.
 */
export type WorkflowPhase = 'logo' | 'line' | 'loading' | 'connected'

export interface WorkflowFrame {
  phase: WorkflowPhase
  /** 0–1 within the logo's appearance. */
  logo: number
  /** 0–1 of the dashed line drawn. */
  line: number
  /** Whether the spinner shows. */
  spinning: boolean
  connected: boolean
}

const { logoMs, lineMs, loadingMs, frameMs } = WORKFLOW_TIMING
export const WORKFLOW_TOTAL_MS = logoMs + lineMs + loadingMs
/** The first frame that shows the connected state. */
export const WORKFLOW_LAST_FRAME = Math.ceil(WORKFLOW_TOTAL_MS / frameMs)

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))

export function workflowFrame(frame: number): WorkflowFrame {
  const elapsed = Math.max(0, frame) * frameMs
  if (elapsed < logoMs) return { phase: 'logo', logo: clamp01(elapsed / logoMs), line: 0, spinning: false, connected: false }
  if (elapsed < logoMs + lineMs) {
    return { phase: 'line', logo: 1, line: clamp01((elapsed - logoMs) / lineMs), spinning: false, connected: false }
  }
  if (elapsed < WORKFLOW_TOTAL_MS) return { phase: 'loading', logo: 1, line: 1, spinning: true, connected: false }
  return { phase: 'connected', logo: 1, line: 1, spinning: false, connected: true }
}

/** Whether the frame clock should keep running. */
export function workflowRunning(frame: number): boolean {
  return frame < WORKFLOW_LAST_FRAME
}

/** The animation plays only while its widget is in view and the tab is visible; otherwise it starts over. */
export function workflowShouldReset(inView: boolean, pageVisible: boolean): boolean {
  return !inView || !pageVisible
}
