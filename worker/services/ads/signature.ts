/**
 * WeChat JS-SDK signature (WeChat's JS-SDK documentation, appendix 1): SHA-1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in ASCII order, values unescaped,
 * the URL without its #fragment), as lowercase hex.
 */
export async function jsSdkSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }): Promise<string> {
  const url = input.url.split('#')[0]!
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A 16-character nonce like WeChat's example (`Wm3WZYTPz0wzccnW`). */
export function nonceStr(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return [...bytes].map((byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('')
}
