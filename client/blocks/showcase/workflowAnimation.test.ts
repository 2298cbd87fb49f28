import { describe, expect, it } from 'vitest'
import { WORKFLOW_LAST_FRAME, WORKFLOW_TOTAL_MS, workflowFrame, workflowRunning, workflowShouldReset } from './workflowAnimation'

/** The frame shown at a time, with frames every 40 ms. */
const at = (ms: number) => workflowFrame(Math.floor(ms / 40))

describe('workflowFrame', () => {
  it('takes 280 + 360 + 1000 ms in 40 ms frames', () => {
    expect(WORKFLOW_TOTAL_MS).toBe(1640)
    expect(WORKFLOW_LAST_FRAME).toBe(41)
  })

  it('shows the logo first, growing over 280 ms', () => {
    expect(at(0)).toEqual({ phase: 'logo', logo: 0, line: 0, spinning: false, connected: false })
    expect(at(120).phase).toBe('logo')
    expect(at(120).logo).toBeCloseTo(120 / 280)
    expect(at(240).phase).toBe('logo')
  })

  it('then draws the dashed line over 360 ms', () => {
    expect(at(280)).toMatchObject({ phase: 'line', logo: 1, line: 0 })
    expect(at(440).line).toBeCloseTo(160 / 360)
    expect(at(600)).toMatchObject({ phase: 'line', spinning: false })
  })

  it('then spins for 1000 ms', () => {
    expect(at(640)).toMatchObject({ phase: 'loading', line: 1, spinning: true, connected: false })
    expect(at(1600)).toMatchObject({ phase: 'loading', spinning: true })
  })

  it('then shows the connected image and stays there', () => {
    expect(at(1640)).toEqual({ phase: 'connected', logo: 1, line: 1, spinning: false, connected: true })
    expect(workflowFrame(10_000).connected).toBe(true)
  })

  it('treats a negative frame as the start', () => {
    expect(workflowFrame(-3).phase).toBe('logo')
  })

  it('runs until the connected frame', () => {
    expect(workflowRunning(0)).toBe(true)
    expect(workflowRunning(WORKFLOW_LAST_FRAME - 1)).toBe(true)
    expect(workflowRunning(WORKFLOW_LAST_FRAME)).toBe(false)
    expect(workflowFrame(WORKFLOW_LAST_FRAME).connected).toBe(true)
    expect(workflowFrame(WORKFLOW_LAST_FRAME - 1).connected).toBe(false)
  })
})

describe('workflowShouldReset', () => {
  it('starts over when the widget leaves view or the tab is hidden', () => {
    expect(workflowShouldReset(true, true)).toBe(false)
    expect(workflowShouldReset(false, true)).toBe(true)
    expect(workflowShouldReset(true, false)).toBe(true)
    expect(workflowShouldReset(false, false)).toBe(true)
  })
})
