import { useEffect, useMemo, useState } from 'react'
import { copiedFlag } from './copiedFlag'

/**
 * Every copy control's hook: `copy(text)` writes the clipboard and raises `copied` for
 * COPIED_FLAG_MS; it answers false when the browser refused (no permission, no clipboard).
 */
export function useClipboard() {
  const [copied, setCopied] = useState(false)
  const flag = useMemo(() => copiedFlag(setCopied), [])
  useEffect(() => flag.cancel, [flag])
  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      return false
    }
    flag.raise()
    return true
  }
  return { copied, copy }
}
