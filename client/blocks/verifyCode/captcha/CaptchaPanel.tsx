import { styled } from '@linaria/react'
import { lazy, Suspense, useId } from 'react'
import type { CaptchaChallenge } from '../../../../shared/contracts/schemas/captcha'
import { Button } from '../../../components/form'
import { CAPTCHA_TEXT } from '../messages'
import { SandboxCaptcha } from './SandboxCaptcha'

const AliyunCaptcha = lazy(() => import('./AliyunCaptcha'))

/* A full line of its own under the phone or code row, whatever row holds the send button. */
const Box = styled.div`
  flex: 1 0 100%;
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: 10px;
  border: 1px solid rgba(0, 0, 0, 0.14);
  background: #fff;
  color: #16171a;
  font-size: 14px;
  text-align: left;
  > p {
    margin: 0;
  }
  [data-part='title'] {
    font-weight: 600;
  }
  small {
    color: #5d6270;
    font-size: 13px;
  }
  [data-part='check'] {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    color: #16171a;
    font-size: 15px;
    cursor: pointer;
  }
  [data-part='check'] input {
    width: 22px;
    height: 22px;
    min-height: 0;
    margin: 0;
    padding: 0;
    accent-color: var(--accent-strong, #e8590c);
  }
  > p[role='alert'] {
    position: static;
    color: #c5221f;
  }
  [data-part='actions'] {
    display: flex;
    justify-content: flex-end;
  }
  [data-part='actions'] button {
    min-height: 32px;
    padding: 0;
    border: 0;
    background: none;
    color: #5d6270;
  }
`

/**
 * The captcha a code send asked for (one component for every form that sends a code):
 * the sandbox's stand-in or Alibaba Cloud's widget, as the refusal named it, or a notice
 * when none can be solved now. Nothing of the form around it changes.
 */
export function CaptchaPanel({
  challenge,
  pending,
  onSolved,
  onDismiss,
}: {
  challenge: CaptchaChallenge
  pending: boolean
  onSolved: (captchaVerifyParam: string) => void
  onDismiss: () => void
}) {
  const titleId = useId()
  const widget = challenge.captcha
  return (
    <Box role="group" aria-labelledby={titleId} data-testid="captcha" data-captcha={widget?.kind ?? 'none'}>
      <p id={titleId} data-part="title">
        {CAPTCHA_TEXT.title}
      </p>
      {widget === null ? <p role="alert">{CAPTCHA_TEXT.unavailable}</p> : <small>{CAPTCHA_TEXT.lead}</small>}
      {widget?.kind === 'sandbox' ? <SandboxCaptcha onSolved={onSolved} disabled={pending} /> : null}
      {widget?.kind === 'aliyun' ? (
        <Suspense fallback={<small role="status">{CAPTCHA_TEXT.loading}</small>}>
          <AliyunCaptcha widget={widget} onSolved={onSolved} />
        </Suspense>
      ) : null}
      <div data-part="actions">
        <Button type="button" data-variant="link" onClick={onDismiss}>
          {CAPTCHA_TEXT.close}
        </Button>
      </div>
    </Box>
  )
}
