import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { NO_REPORT_STORAGE_KEY, reportingOff } from './noReport'

describe('the no-report flag', () => {
  it('is off for an ordinary visit', () => {
    expect(reportingOff('?sId=7', createMemoryStore())).toBe(false)
  })
  it('is set by ?no_report=1 and kept for the later pages of that browser', () => {
    const store = createMemoryStore()
    expect(reportingOff('?no_report=1', store)).toBe(true)
    expect(store.getItem(NO_REPORT_STORAGE_KEY)).toBe('1')
    expect(reportingOff('', store)).toBe(true)
  })
  it('is cleared by ?no_report=0', () => {
    const store = createMemoryStore()
    reportingOff('?no_report=1', store)
    expect(reportingOff('?no_report=0', store)).toBe(false)
    expect(store.getItem(NO_REPORT_STORAGE_KEY)).toBeNull()
    expect(reportingOff('', store)).toBe(false)
  })
  it('ignores other values of the parameter', () => {
    const store = createMemoryStore()
    expect(reportingOff('?no_report=yes', store)).toBe(false)
    store.setItem(NO_REPORT_STORAGE_KEY, '1')
    expect(reportingOff('?no_report=true', store)).toBe(true)
  })
})
