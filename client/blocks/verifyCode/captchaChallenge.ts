import type { CaptchaChallenge } from '../../../shared/contracts/schemas/captcha'
import { ServerCode } from '../../../shared/enums'

/** Whether a failed call is a send refused for want of a captcha (code 45). */
export function isCaptchaRequired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ServerCode.CaptchaRequired
}

/**
 * The captcha a refused send asks for: its data names the widget. A 45 without readable
 * data (an upstream service that sends none) has nothing to solve: `{ captcha: null }`.
 * Undefined for any other failure.
 */
export function captchaChallengeOf(error: unknown): CaptchaChallenge | undefined {
  if (!isCaptchaRequired(error)) return undefined
  // Parsed by the send call's record (its failure data for 45), or undefined.
  const data = (error as { data?: unknown }).data as CaptchaChallenge | null | undefined
  return data ?? { captcha: null }
}
