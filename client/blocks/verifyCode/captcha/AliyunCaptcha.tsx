import { useEffect, useId, useRef, useState } from 'react'
import type { CaptchaWidget } from '../../../../shared/contracts/schemas/captcha'
import { Button } from '../../../components/form'
import { CAPTCHA_TEXT } from '../messages'
import { captchaLanguage } from '../../../lib/language'
import { storage } from '../../../lib/storage'
import { loadAliyunCaptcha, type AliyunCaptchaInstance } from './aliyunSdk'

/**
 * Alibaba Cloud's captcha 2.0, embedded where the stand-in would be: the SDK loads on
 * first use (the CSP admits it only when this captcha is configured), draws its puzzle in
 * the element and hands the CaptchaVerifyParam to `onSolved`. Loaded lazily, so pages that
 * never meet a captcha carry none of this.
 */
export default function AliyunCaptcha({
  widget,
  onSolved,
}: {
  widget: Extract<CaptchaWidget, { kind: 'aliyun' }>
  onSolved: (captchaVerifyParam: string) => void
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  const solved = useRef(onSolved)
  solved.current = onSolved

  useEffect(() => {
    let instance: AliyunCaptchaInstance | undefined
    let live = true
    setState('loading')
    loadAliyunCaptcha(widget).then(
      () => {
        if (!live) return
        window.initAliyunCaptcha!({
          SceneId: widget.scene_id,
          mode: 'embed',
          element: `#captcha-${id}`,
          button: `#captcha-trigger-${id}`,
          success: (param) => solved.current(param),
          getInstance: (created) => (instance = created),
          onError: () => live && setState('failed'),
          slideStyle: { width: 300, height: 40 },
          language: captchaLanguage(storage()),
        })
        setState('ready')
      },
      () => live && setState('failed'),
    )
    return () => {
      live = false
      instance?.destroyCaptcha?.()
    }
  }, [widget, id, attempt])

  return (
    <>
      {state === 'loading' ? <small role="status">{CAPTCHA_TEXT.loading}</small> : null}
      {state === 'failed' ? (
        <p role="alert">
          {CAPTCHA_TEXT.loadFailed}{' '}
          <Button type="button" data-variant="link" onClick={() => setAttempt((value) => value + 1)}>
            {CAPTCHA_TEXT.retry}
          </Button>
        </p>
      ) : null}
      <div id={`captcha-${id}`} />
      {/* The SDK binds its verification to a trigger element; the embedded puzzle is the visible control. */}
      <button type="button" id={`captcha-trigger-${id}`} hidden tabIndex={-1} />
    </>
  )
}
