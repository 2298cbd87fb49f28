/** WeChat official-account login (ARCHITECTURE decision 7). */
export interface WechatProvider {
  /** The content of a login or rebind QR code; scanning it reports `subToken` back to us. */
  qrContent(input: { origin: string; subToken: string }): Promise<string>
  /** The OAuth authorisation page for the in-WeChat-browser login; it returns to `redirectUri` with `code` and `state`. */
  authorizeUrl(input: { origin: string; appId: string; redirectUri: string; state: string }): string
  /** The openid an OAuth code stands for; null for an unknown, used or foreign code. */
  openidForCode(input: { code: string; appId: string; now: number }): Promise<string | null>
  /** The official account's appid and its current JS-SDK ticket (jsapi_ticket), for signing share configs. */
  jsapiTicket(): Promise<{ appId: string; ticket: string }>
}

/**
 * The provider cannot answer yet: the official account's access token or JS-SDK ticket is
 * not in KV (the scheduled refresh has not run or failed). Routes answer 503, not 500.
 */
export class WechatNotReadyError extends Error {}
