/**
 * Just enough X.509 (DER) on WebCrypto to check a certificate a channel sends inside its
 * message (UnionPay's `signPubKeyCert`): its subject CN, validity, serial and public key,
 * and that the certificate its issuer names signed it. No extensions, no revocation.
 */
import { base64ToBytes, type Bytes } from './rsa'

export interface Certificate {
  /** The whole certificate. */
  der: Bytes
  /** The signed part (TBSCertificate), as it is in `der`. */
  tbs: Bytes
  /** Decimal serial number (what UnionPay calls a certificate's certId). */
  serial: string
  /** The issuer and subject Names as DER, compared byte for byte. */
  issuer: Bytes
  subject: Bytes
  /** The subject's commonName, '' when it has none. */
  commonName: string
  /** Unix seconds. */
  notBefore: number
  notAfter: number
  /** SubjectPublicKeyInfo DER, which WebCrypto imports as 'spki'. */
  spki: Bytes
  /** The hash of the issuer's RSA signature (sha1WithRSA, sha256WithRSA…), null for any other algorithm. */
  signatureHash: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512' | null
  signature: Bytes
}

interface Element {
  tag: number
  /** Where the element starts (its tag), where its content starts and ends. */
  offset: number
  start: number
  end: number
}

function element(der: Uint8Array, offset: number, limit = der.length): Element {
  if (offset + 2 > limit) throw new Error('DER: truncated')
  const tag = der[offset]!
  let length = der[offset + 1]!
  let start = offset + 2
  if (length & 0x80) {
    const count = length & 0x7f
    if (count === 0 || count > 4 || start + count > limit) throw new Error('DER: bad length')
    length = 0
    for (let index = 0; index < count; index++) length = length * 256 + der[start + index]!
    start += count
  }
  if (start + length > limit) throw new Error('DER: element past its parent')
  return { tag, offset, start, end: start + length }
}

/** The elements inside a constructed element. */
function children(der: Uint8Array, parent: Element): Element[] {
  const list: Element[] = []
  for (let offset = parent.start; offset < parent.end;) {
    const child = element(der, offset, parent.end)
    list.push(child)
    offset = child.end
  }
  return list
}

function must(node: Element | undefined, tag: number, what: string): Element {
  if (!node || node.tag !== tag) throw new Error(`DER: ${what} expected`)
  return node
}

function oid(der: Uint8Array, node: Element): string {
  const bytes = der.subarray(node.start, node.end)
  if (bytes.length === 0) return ''
  const parts = [Math.floor(bytes[0]! / 40), bytes[0]! % 40]
  let value = 0
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) {
      parts.push(value)
      value = 0
    }
  }
  return parts.join('.')
}

const SIGNATURE_HASHES: Record<string, Certificate['signatureHash']> = {
  '1.2.840.113549.1.1.5': 'SHA-1',
  '1.2.840.113549.1.1.11': 'SHA-256',
  '1.2.840.113549.1.1.12': 'SHA-384',
  '1.2.840.113549.1.1.13': 'SHA-512',
}

const COMMON_NAME = '2.5.4.3'

function text(der: Uint8Array, node: Element): string {
  const bytes = der.subarray(node.start, node.end)
  if (node.tag === 0x1e) {
    // BMPString: UTF-16BE
    let value = ''
    for (let index = 0; index + 1 < bytes.length; index += 2) value += String.fromCharCode((bytes[index]! << 8) | bytes[index + 1]!)
    return value
  }
  if (node.tag === 0x14) return String.fromCharCode(...bytes) // T61String, read as Latin-1
  return new TextDecoder().decode(bytes) // UTF8String, PrintableString, IA5String
}

function commonNameOf(der: Uint8Array, name: Element): string {
  for (const set of children(der, name)) {
    for (const attribute of children(der, set)) {
      const [type, value] = children(der, attribute)
      if (type?.tag === 0x06 && value && oid(der, type) === COMMON_NAME) return text(der, value)
    }
  }
  return ''
}

function time(der: Uint8Array, node: Element): number {
  const value = new TextDecoder().decode(der.subarray(node.start, node.end))
  const match = node.tag === 0x17 ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(value) : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  if (!match) throw new Error(`DER: unreadable time ${value}`)
  let year = Number(match[1])
  if (node.tag === 0x17) year += year >= 50 ? 1900 : 2000 // RFC 5280: UTCTime years 50-99 are 19xx
  return Date.UTC(year, Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])) / 1000
}

function decimal(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  return value.toString()
}

/** A certificate's fields; throws on anything that is not a DER X.509 certificate. */
export function parseCertificate(der: Bytes): Certificate {
  const certificate = must(element(der, 0), 0x30, 'Certificate')
  const [tbsNode, algorithm, signatureNode] = children(der, certificate)
  const tbs = must(tbsNode, 0x30, 'TBSCertificate')
  const fields = children(der, tbs)
  if (fields[0]?.tag === 0xa0) fields.shift() // [0] version
  const serial = must(fields[0], 0x02, 'serialNumber')
  const issuer = must(fields[2], 0x30, 'issuer')
  const [notBefore, notAfter] = children(der, must(fields[3], 0x30, 'Validity'))
  const subject = must(fields[4], 0x30, 'subject')
  const spki = must(fields[5], 0x30, 'subjectPublicKeyInfo')
  const algorithmOid = children(der, must(algorithm, 0x30, 'signatureAlgorithm'))[0]
  const signature = must(signatureNode, 0x03, 'signatureValue')
  return {
    der,
    tbs: der.slice(tbs.offset, tbs.end),
    serial: decimal(der.subarray(serial.start, serial.end)),
    issuer: der.slice(issuer.offset, issuer.end),
    subject: der.slice(subject.offset, subject.end),
    commonName: commonNameOf(der, subject),
    notBefore: time(der, must(notBefore, notBefore?.tag === 0x18 ? 0x18 : 0x17, 'notBefore')),
    notAfter: time(der, must(notAfter, notAfter?.tag === 0x18 ? 0x18 : 0x17, 'notAfter')),
    spki: der.slice(spki.offset, spki.end),
    signatureHash: SIGNATURE_HASHES[algorithmOid?.tag === 0x06 ? oid(der, algorithmOid) : ''] ?? null,
    // A BIT STRING's first content byte counts its unused bits (0 for a signature).
    signature: der.slice(signature.start + 1, signature.end),
  }
}

/** The DER of the first PEM CERTIFICATE block in a text (literal `\n` read as line breaks, CRLF allowed), or of bare base64. */
export function certificateDer(pem: string): Bytes {
  const body = pem
    .replace(/\\r/g, '')
    .replace(/\\n/g, '\n')
    .replace(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----[\s\S]*/, '$1')
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
  const der = base64ToBytes(body)
  if (!der || der.length === 0) throw new Error('not a PEM certificate')
  return der
}

export function parsePemCertificate(pem: string): Certificate {
  return parseCertificate(certificateDer(pem))
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/** The certificate's RSA public key, for verifying RSA-SHA256 signatures made with its private key. */
export function publicKeyOf(certificate: Certificate, hash: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512' = 'SHA-256'): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', certificate.spki, { name: 'RSASSA-PKCS1-v1_5', hash }, false, ['verify'])
}

/** Whether `issuer` issued `certificate`: the names match and the issuer's RSA key verifies its signature. */
export async function issuedBy(certificate: Certificate, issuer: Certificate): Promise<boolean> {
  if (!certificate.signatureHash || !sameBytes(certificate.issuer, issuer.subject)) return false
  try {
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', await publicKeyOf(issuer, certificate.signatureHash), certificate.signature, certificate.tbs)
  } catch {
    return false
  }
}

/** Whether a certificate is within its validity at `now` (unix seconds). */
export function validAt(certificate: Certificate, now: number): boolean {
  return certificate.notBefore <= now && now <= certificate.notAfter
}
