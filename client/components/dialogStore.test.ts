import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeAllDialogs, declareDialog, defineDialog, dialogSlots, subscribeDialogs } from './dialogStore'

const loader = () => Promise.resolve({ default: () => null })

afterEach(closeAllDialogs)

describe('the dialog store', () => {
  it('opens a dialog with its props and forgets it on close', () => {
    const dialog = defineDialog<{ tab: string }>(loader)
    dialog.open({ tab: 'tasks' })
    expect(dialog.isOpen()).toBe(true)
    expect(dialogSlots().map((slot) => [slot.props, slot.open])).toEqual([[{ tab: 'tasks' }, true]])
    dialog.close()
    expect(dialog.isOpen()).toBe(false)
    expect(dialogSlots()).toEqual([])
  })

  it('keeps a keepMounted dialog, closed, and reopens the same slot', () => {
    const dialog = defineDialog(loader, { keepMounted: true })
    dialog.open()
    const id = dialogSlots()[0]!.id
    dialog.close()
    expect(dialogSlots().map((slot) => [slot.id, slot.open])).toEqual([[id, false]])
    dialog.open()
    expect(dialogSlots().map((slot) => [slot.id, slot.open])).toEqual([[id, true]])
  })

  it('puts the last opened dialog on top, replaces the props of an open one, and tells subscribers', () => {
    const first = defineDialog<{ n: number }>(loader)
    const second = defineDialog(loader)
    const listener = vi.fn()
    const unsubscribe = subscribeDialogs(listener)
    first.open({ n: 1 })
    second.open()
    first.open({ n: 2 })
    expect(dialogSlots().map((slot) => slot.props)).toEqual([{}, { n: 2 }])
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    second.close()
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('a prompt that yields does not open over another dialog, and goes when another opens', () => {
    const prompt = defineDialog(loader, { yields: true })
    const task = defineDialog(loader)
    task.open()
    prompt.open()
    expect(prompt.isOpen()).toBe(false)
    task.close()
    prompt.open()
    expect(prompt.isOpen()).toBe(true)
    task.open()
    expect(prompt.isOpen()).toBe(false)
    expect(task.isOpen()).toBe(true)
  })

  it('closing a dialog that is not open changes nothing', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeDialogs(listener)
    defineDialog(loader).close()
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('loads a declared dialog with the code provided later, and names it when none was', async () => {
    const declared = declareDialog<{ n: number }>('sample')
    declared.open({ n: 1 })
    await expect(dialogSlots()[0]!.load()).rejects.toThrow(/sample dialog has no code/)
    const Sample = () => null
    declared.provide(() => Promise.resolve({ default: Sample }))
    await expect(dialogSlots()[0]!.load()).resolves.toEqual({ default: Sample })
    expect(dialogSlots()[0]!.props).toEqual({ n: 1 })
  })
})
