import type { ComponentType } from 'react'

/**
 * The dialog host's store: which dialogs are open, outside React, so that anything (a
 * header button, a page, the API client's 401 handling) can open one. `<DialogHost>`,
 * mounted once in the app shell, renders what it holds. See `defineDialog`.
 */

/** What the host passes to every dialog besides its own props. */
export interface DialogControls {
  /** False while a `keepMounted` dialog is closed: render nothing, keep your state. */
  open: boolean
  /** Closes the dialog (the host forgets it, unless it is `keepMounted`). */
  onClose: () => void
}

export type DialogComponent<Props> = ComponentType<Props & DialogControls>
export type DialogLoader<Props> = () => Promise<{ default: DialogComponent<Props> }>

export interface DialogOptions {
  /**
   * Keep the dialog mounted after it is closed (it gets `open: false`), so what was typed
   * survives a close and the next open. Default: unmounted on close.
   */
  keepMounted?: boolean
  /**
   * A prompt that gives way to any other dialog: it does not open over one, and another
   * dialog opening closes it (the complete-info prompt after a login that a purchase goes on from).
   */
  yields?: boolean
}

export interface DialogHandle<Props> {
  /** Opens the dialog with these props (replacing the props of an open one); loads its code on first use. */
  open: (...props: {} extends Props ? [props?: Props] : [props: Props]) => void
  close: () => void
  /** Starts loading the dialog's code (on hover, say) without opening it. */
  preload: () => Promise<unknown>
  isOpen: () => boolean
}

/** One dialog in the store. */
export interface DialogSlot {
  id: number
  load: DialogLoader<object>
  props: object
  open: boolean
  close: () => void
  yields: boolean
}

let slots: readonly DialogSlot[] = []
const listeners = new Set<() => void>()
let nextId = 1

function publish(next: readonly DialogSlot[]) {
  slots = next
  for (const listener of listeners) listener()
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The dialogs to render, oldest first (a later one stacks on top). */
export function dialogSlots(): readonly DialogSlot[] {
  return slots
}

const NO_SLOTS: readonly DialogSlot[] = []
/** The server renders no dialog. */
export function serverDialogSlots(): readonly DialogSlot[] {
  return NO_SLOTS
}

/**
 * Declares a dialog once, at module level, with a lazy import of a module whose default
 * export is the dialog component (it receives its props plus `open` and `onClose`):
 *
 * ```ts
 * // client/features/points/pointsDialog.ts
 * export const pointsDialog = defineDialog<{ tab: 'tasks' | 'detail' }>(() => import('./PointsDialog'))
 * // anywhere (a click handler, a page, outside React):
 * pointsDialog.open({ tab: 'tasks' })
 * ```
 *
 * The dialog's code is fetched on the first `open` (or `preload`), never with the page.
 * Opening an open dialog updates its props; each handle is one dialog at a time.
 */
export function defineDialog<Props extends object = {}>(load: DialogLoader<NoInfer<Props>>, options: DialogOptions = {}): DialogHandle<Props> {
  const id = nextId++
  const close = () => {
    const slot = slots.find((each) => each.id === id)
    if (!slot) return
    publish(options.keepMounted ? slots.map((each) => (each.id === id ? { ...each, open: false } : each)) : slots.filter((each) => each.id !== id))
  }
  const yields = options.yields ?? false
  const open = (props?: Props) => {
    const others = slots.filter((each) => each.id !== id)
    if (yields && others.some((each) => each.open)) return
    const slot: DialogSlot = { id, load: load as DialogLoader<object>, props: props ?? {}, open: true, close, yields }
    // An opened dialog goes on top of the others; a prompt that yields goes.
    publish([...others.filter((each) => !(each.open && each.yields)), slot])
  }
  return {
    open: open as DialogHandle<Props>['open'],
    close,
    preload: load,
    isOpen: () => slots.some((each) => each.id === id && each.open),
  }
}

/** A dialog declared where its openers can reach it, whose code is provided from above. */
export interface DeclaredDialog<Props> extends DialogHandle<Props> {
  /** Gives the dialog its code (the app shell does, once, with a lazy import of the feature's dialog). */
  provide: (load: DialogLoader<Props>) => void
}

/**
 * Declares a dialog that features open for one another (the login dialog from the pricing
 * page, say), in a block below them, without importing the feature that renders it: no
 * feature imports another. The app shell, which may import every feature, provides its code
 * with `provide(() => import(…))`; until then opening it fails with its name.
 */
export function declareDialog<Props extends object = {}>(name: string, options: DialogOptions = {}): DeclaredDialog<Props> {
  let provided: DialogLoader<Props> | undefined
  const handle = defineDialog<Props>(
    () => (provided ? provided() : Promise.reject(new Error(`the ${name} dialog has no code: the app shell provides it`))),
    options,
  )
  return {
    ...handle,
    provide: (load) => {
      provided = load
    },
  }
}

/** Closes every dialog (for tests and full resets). */
export function closeAllDialogs(): void {
  publish([])
}
