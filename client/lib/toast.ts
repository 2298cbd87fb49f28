/**
 * The toast queue (spec section 8: errors and notices appear as a toast unless a call
 * suppresses them). A tiny external store so the API client, which lives outside React,
 * can show one; the <Toaster> renders it.
 */
export interface Toast {
  id: number
  message: string
  tone: 'info' | 'error'
}

export const TOAST_DURATION_MS = 3000

const listeners = new Set<() => void>()
let toasts: readonly Toast[] = []
let nextId = 1

function emit() {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function showToast(message: string, options: { tone?: Toast['tone']; durationMs?: number } = {}): void {
  if (typeof window === 'undefined' || !message) return // the server never shows toasts
  // The same message while it is still shown (a retried call, a double click) is one toast.
  if (toasts.some((toast) => toast.message === message)) return
  const toast: Toast = { id: nextId++, message, tone: options.tone ?? 'info' }
  toasts = [...toasts, toast]
  emit()
  setTimeout(() => dismissToast(toast.id), options.durationMs ?? TOAST_DURATION_MS)
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToasts(): readonly Toast[] {
  return toasts
}

const NONE: readonly Toast[] = []
export function serverToasts(): readonly Toast[] {
  return NONE
}
