/** Checks the token a captcha widget handed the browser (ARCHITECTURE decision 7). */
export interface CaptchaVerifier {
  /** True when the token proves a passed captcha; false for a failed, forged or reused one. */
  verify(input: { token: string; ip: string }): Promise<boolean>
}
