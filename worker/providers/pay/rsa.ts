/**
 * RSA-SHA256 (RSASSA-PKCS1-v1_5, what WeChat Pay calls SHA256-RSA2048 and Alipay RSA2) and
 * the key formats the channels hand out, on WebCrypto only.
 */

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const

export type Bytes = Uint8Array<ArrayBuffer>

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The bytes of a base64 text, or null when it is not base64. */
export function base64ToBytes(text: string): Bytes | null {
  try {
    const binary = atob(text.replace(/\s+/g, ''))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

/**
 * The DER inside a PEM block, or a bare base64 key (Alipay's key tool prints those). Secrets
 * pasted on one line often carry literal `\n`: they are read as line breaks.
 */
function derOf(key: string): { der: Bytes; label: string } {
  const text = key.replace(/\\n/g, '\n').trim()
  const label = /-----BEGIN ([A-Z ]+)-----/.exec(text)?.[1] ?? ''
  const body = text.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
  const der = base64ToBytes(body)
  if (!der || der.length === 0) throw new Error('not a PEM or base64 key')
  return { der, label }
}

function derLength(length: number): number[] {
  if (length < 0x80) return [length]
  const bytes: number[] = []
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff)
  return [0x80 | bytes.length, ...bytes]
}

function derNode(tag: number, content: Uint8Array): Bytes {
  return Uint8Array.from([tag, ...derLength(content.length), ...content])
}

/** PKCS#1 RSAPrivateKey wrapped as PKCS#8 PrivateKeyInfo (Alipay's "非 Java" keys), which WebCrypto imports. */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Bytes {
  const version = Uint8Array.from([0x02, 0x01, 0x00])
  // SEQUENCE { OID 1.2.840.113549.1.1.1 rsaEncryption, NULL }
  const algorithm = Uint8Array.from([0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00])
  return derNode(0x30, Uint8Array.from([...version, ...algorithm, ...derNode(0x04, pkcs1)]))
}

/** One DER element at `offset`: where its content starts and ends. */
function derElement(der: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset]!
  let length = der[offset + 1]!
  let start = offset + 2
  if (length & 0x80) {
    const count = length & 0x7f
    length = 0
    for (let index = 0; index < count; index++) length = length * 256 + der[start + index]!
    start += count
  }
  return { tag, start, end: start + length }
}

/** The SubjectPublicKeyInfo of an X.509 certificate (WeChat Pay platform certificates). */
export function spkiOfCertificate(der: Bytes): Bytes {
  const certificate = derElement(der, 0)
  const tbs = derElement(der, certificate.start)
  let offset = tbs.start
  let element = derElement(der, offset)
  if (element.tag === 0xa0) offset = element.end // [0] version
  // serialNumber, signature, issuer, validity, subject, then subjectPublicKeyInfo
  for (let index = 0; index < 5; index++) offset = derElement(der, offset).end
  element = derElement(der, offset)
  return der.slice(offset, element.end)
}

/** A private key for signing: PKCS#8 PEM, PKCS#1 PEM, or either as bare base64. */
export async function importPrivateKey(key: string): Promise<CryptoKey> {
  const { der, label } = derOf(key)
  if (label === 'RSA PRIVATE KEY') return crypto.subtle.importKey('pkcs8', pkcs1ToPkcs8(der), RSA, false, ['sign'])
  try {
    return await crypto.subtle.importKey('pkcs8', der, RSA, false, ['sign'])
  } catch {
    return crypto.subtle.importKey('pkcs8', pkcs1ToPkcs8(der), RSA, false, ['sign'])
  }
}

/** A public key for verifying: SPKI PEM or bare base64 (Alipay), or an X.509 certificate PEM. */
export async function importPublicKey(key: string): Promise<CryptoKey> {
  const { der, label } = derOf(key)
  const spki = label === 'CERTIFICATE' ? spkiOfCertificate(der) : der
  return crypto.subtle.importKey('spki', spki, RSA, false, ['verify'])
}

export async function signRsaSha256(key: CryptoKey, message: string): Promise<string> {
  return bytesToBase64(new Uint8Array(await crypto.subtle.sign(RSA, key, new TextEncoder().encode(message))))
}

/** Whether `signature` (base64) signs `message`; false for anything malformed. */
export async function verifyRsaSha256(key: CryptoKey, message: string, signature: string): Promise<boolean> {
  const bytes = base64ToBytes(signature)
  if (!bytes || bytes.length === 0) return false
  try {
    return await crypto.subtle.verify(RSA, key, bytes, new TextEncoder().encode(message))
  } catch {
    return false
  }
}

/** A random alphanumeric nonce (32 characters, as WeChat Pay asks). */
export function nonce(): string {
  return crypto.randomUUID().replace(/-/g, '').toUpperCase()
}
