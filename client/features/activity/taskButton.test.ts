import { describe, expect, it } from 'vitest'
import { taskButton } from './taskButton'

const task = (over: Partial<Parameters<typeof taskButton>[0]> = {}) => ({
  is_finish: false,
  is_expire: false,
  allow_receive: false,
  progress: 0,
  target: 3,
  ...over,
})

describe('taskButton', () => {
  it('reads 已完成, 已过期, 领取任务, x / target and 去完成 in that precedence', () => {
    expect(taskButton(task({ is_finish: true, is_expire: true, allow_receive: true, progress: 3 }))).toEqual({ kind: 'finished', text: '已完成' })
    expect(taskButton(task({ is_expire: true, progress: 2 }))).toEqual({ kind: 'expired', text: '已过期' })
    expect(taskButton(task({ allow_receive: true, progress: 3 }))).toEqual({ kind: 'receive', text: '领取任务' })
    expect(taskButton(task({ progress: 2 }))).toEqual({ kind: 'progress', text: '2 / 3' })
    expect(taskButton(task())).toEqual({ kind: 'todo', text: '去完成' })
  })
})
