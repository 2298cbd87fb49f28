/**
 * Alibaba Cloud's RPC-style API calls (signature method V2): the query is signed with
 * HMAC-SHA1 over `GET&%2F&` + the percent-encoded canonical query, keyed by the
 * AccessKey secret + "&". Shared by the SMS and captcha providers.
 */

export interface AliyunCredentials {
  accessKeyId: string
  accessKeySecret: string
}

/**
 * Their "specialUrlEncode": RFC 3986 percent-encoding of UTF-8, where only A-Z a-z 0-9 - _ . ~
 * stay as they are (so a space is %20, `*` is %2A and `~` is kept).
 */
export function specialUrlEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The parameters sorted by name, each name and value encoded, joined by `&`. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${specialUrlEncode(key)}=${specialUrlEncode(params[key]!)}`)
    .join('&')
}

export function stringToSign(params: Record<string, string>, method = 'GET'): string {
  return `${method}&${specialUrlEncode('/')}&${specialUrlEncode(canonicalQuery(params))}`
}

function base64(bytes: ArrayBuffer): string {
  let binary = ''
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The Signature of a parameter set (everything but Signature itself). */
export async function rpcSignature(params: Record<string, string>, accessKeySecret: string, method = 'GET'): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(`${accessKeySecret}&`), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  return base64(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(stringToSign(params, method))))
}

/** ISO 8601 UTC without milliseconds, as the Timestamp parameter wants it. */
export function rpcTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export interface RpcCall {
  /** Where the API answers, e.g. https://dysmsapi.aliyuncs.com. */
  endpoint: string
  action: string
  version: string
  params: Record<string, string>
  /** Fixed in tests; a fresh random value and the current time otherwise. */
  nonce?: string
  timestamp?: Date
}

/** The full, signed query of a call: common parameters, the call's own, and Signature last. */
export async function signedRpcQuery(credentials: AliyunCredentials, call: RpcCall): Promise<string> {
  const params: Record<string, string> = {
    ...call.params,
    AccessKeyId: credentials.accessKeyId,
    Action: call.action,
    Format: 'JSON',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: call.nonce ?? crypto.randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: rpcTimestamp(call.timestamp ?? new Date()),
    Version: call.version,
  }
  const signature = await rpcSignature(params, credentials.accessKeySecret)
  return `Signature=${specialUrlEncode(signature)}&${canonicalQuery(params)}`
}

export class AliyunError extends Error {
  constructor(
    readonly action: string,
    readonly code: string,
    message: string,
  ) {
    super(`Alibaba Cloud ${action} failed: ${code} ${message}`)
  }
}

/** Calls an RPC API with GET and answers its JSON body; a transport error or a non-2xx answer throws. */
export async function callRpc<T extends object>(credentials: AliyunCredentials, call: RpcCall): Promise<T> {
  const url = `${call.endpoint.replace(/\/+$/, '')}/?${await signedRpcQuery(credentials, call)}`
  const response = await fetch(url, { method: 'GET', headers: { accept: 'application/json' } })
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new AliyunError(call.action, `HTTP${response.status}`, 'answer is not JSON')
  }
  const record = (body ?? {}) as { Code?: string; Message?: string }
  if (!response.ok) throw new AliyunError(call.action, record.Code ?? `HTTP${response.status}`, record.Message ?? response.statusText)
  return body as T
}
