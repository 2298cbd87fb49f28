import { describe, expect, it } from 'vitest'
import type { PointsTask, Question } from '../../../shared/contracts/schemas/points'
import {
  dayCells,
  isRightAnswer,
  mayUseMall,
  mergeTask,
  monthLabel,
  quizOrder,
  signedPoints,
  sortTasks,
  taskAction,
  taskButtonText,
  toggleChoice,
} from './rules'

function task(overrides: Partial<PointsTask>): PointsTask {
  return {
    id: 1,
    type: 2,
    show_name: 't',
    description: '',
    is_show_description: false,
    points: 50,
    valid: 0,
    valid_end_time: '0001-01-01T00:00:00+08:00',
    receive_type: 1,
    allow_receive: false,
    is_finish: false,
    is_expire: false,
    progress: 0,
    finish_conditions: [],
    task_name: 't',
    ...overrides,
  }
}

const single: Question = { id: 1, question: 'q1', options: ['a', 'b', 'c'], answer: [1], description: 'why' }
const multi: Question = { id: 2, question: 'q2', options: ['a', 'b', 'c', 'd'], answer: [0, 1, 3], description: 'why' }

describe('task buttons', () => {
  it('reads 已完成, 已过期, 领取任务, x / target and 去完成 in that precedence', () => {
    expect(taskButtonText(task({ is_finish: true, is_expire: true }))).toBe('已完成')
    expect(taskButtonText(task({ is_expire: true, receive_type: 2, allow_receive: true }))).toBe('已过期')
    expect(taskButtonText(task({ type: 6, receive_type: 2, allow_receive: true, progress: 3 }))).toBe('领取任务')
    expect(taskButtonText(task({ type: 6, receive_type: 2, progress: 120, finish_conditions: [{ type: 6, value: 500 }] }))).toBe('120 / 500')
    expect(taskButtonText(task({ type: 3, progress: 0, finish_conditions: [{ type: 3, value: 3 }] }))).toBe('去完成')
    expect(taskButtonText(task({ type: 4 }))).toBe('去完成')
  })
  it('opens the quiz, the export guide or the packages page', () => {
    expect(taskAction(task({ type: 2 }))).toBe('quiz')
    expect(taskAction(task({ type: 3 }))).toBe('exportGuide')
    expect(taskAction(task({ type: 6, receive_type: 2, allow_receive: true }))).toBe('receive')
    expect(taskAction(task({ type: 6, receive_type: 2 }))).toBe('exportGuide')
    expect(taskAction(task({ type: 5 }))).toBe('purchase')
    expect(taskAction(task({ type: 5, is_finish: true }))).toBe('none')
  })
  it('sorts finished and expired tasks to the bottom, keeping the order otherwise', () => {
    const list = [task({ id: 1, is_finish: true }), task({ id: 2 }), task({ id: 3, is_expire: true }), task({ id: 4 })]
    expect(sortTasks(list).map((item) => item.id)).toEqual([2, 4, 1, 3])
  })
  it('merges a claimed task, no longer receivable', () => {
    const merged = mergeTask(
      [task({ id: 6, receive_type: 2, allow_receive: true }), task({ id: 2 })],
      task({ id: 6, receive_type: 2, allow_receive: true, progress: 4 }),
    )
    expect(merged[0]).toMatchObject({ allow_receive: false, progress: 4 })
  })
})

describe('sign-in cells', () => {
  it('shows 已签, 今天 and 第N天 before and after signing', () => {
    expect(dayCells(2, false).map((cell) => cell.label)).toEqual(['已签', '已签', '今天', '第4天', '第5天', '第6天', '第7天'])
    expect(dayCells(3, true).map((cell) => cell.label)).toEqual(['已签', '已签', '已签', '第4天', '第5天', '第6天', '第7天'])
    expect(dayCells(0, false).map((cell) => cell.reward)).toEqual([5, 5, 10, 5, 5, 5, 15])
  })
})

describe('quiz', () => {
  it('asks in reverse order, from where the account left off', () => {
    expect(quizOrder([single, multi], 0).map((question) => question.id)).toEqual([2, 1])
    expect(quizOrder([single, multi], 1).map((question) => question.id)).toEqual([1])
  })
  it('needs the one right option, or exactly the right set', () => {
    expect(isRightAnswer(single, [1])).toBe(true)
    expect(isRightAnswer(single, [0])).toBe(false)
    expect(isRightAnswer(multi, [0, 1, 3])).toBe(true)
    expect(isRightAnswer(multi, [0, 1])).toBe(false)
    expect(isRightAnswer(multi, [0, 1, 2, 3])).toBe(false)
  })
  it('keeps one choice for single answers and toggles for multi answers', () => {
    expect(toggleChoice(single, [0], 2)).toEqual([2])
    expect(toggleChoice(multi, [3, 0], 1)).toEqual([0, 1, 3])
    expect(toggleChoice(multi, [0, 1], 1)).toEqual([0])
  })
})

describe('formatting and the mall', () => {
  it('signs amounts and names months', () => {
    expect(signedPoints(5)).toBe('+5')
    expect(signedPoints(-60)).toBe('-60')
    expect(monthLabel('2026-03')).toBe('2026年3月')
  })
  it('lets only mainland phones that may join use the mall', () => {
    expect(mayUseMall('13800138000', true)).toBe(true)
    expect(mayUseMall('13800138000', false)).toBe(false)
    expect(mayUseMall('85291234567', true)).toBe(false)
  })
})
