/** Spec section 9: a lazy image still not loaded this long after it came into view gives up. */
export const LAZY_IMAGE_TIMEOUT_MS = 10_000

/**
 * Loading state of one image. A lazy image starts its clock when it comes into view; an
 * eager one when it mounts. If it has not loaded LAZY_IMAGE_TIMEOUT_MS later (or fails),
 * it gives up and shows a placeholder instead (spec section 9: lazy image timeout 10 s).
 */
export type ImageStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export type ImageEvent = 'start' | 'load' | 'error' | 'timeout'

export function imageReducer(status: ImageStatus, event: ImageEvent): ImageStatus {
  switch (event) {
    case 'start':
      return status === 'idle' ? 'loading' : status
    case 'load':
      // A load that arrives after giving up is ignored: the image element is gone by then.
      return status === 'failed' ? status : 'loaded'
    case 'error':
      return status === 'loaded' ? status : 'failed'
    case 'timeout':
      return status === 'loading' ? 'failed' : status
  }
}

/** Whether the give-up clock should be running. */
export function imageClockRuns(status: ImageStatus): boolean {
  return status === 'loading'
}
