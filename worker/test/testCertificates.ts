import { bytesToBase64 } from '../providers/pay/rsa'
import { testKeyPair, type TestKeyPair } from './rsaKeys'
import { nowSeconds } from '../lib/clock'

/** A tiny DER writer: X.509 certificates signed with WebCrypto keys, for tests of certificate checks. */

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

function node(tag: number, ...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const content = concat(parts)
  const length: number[] = []
  if (content.length < 0x80) length.push(content.length)
  else {
    for (let rest = content.length; rest > 0; rest >>= 8) length.unshift(rest & 0xff)
    length.unshift(0x80 | length.length)
  }
  return concat([Uint8Array.from([tag, ...length]), content])
}

const sequence = (...parts: Uint8Array[]) => node(0x30, ...parts)
const set = (...parts: Uint8Array[]) => node(0x31, ...parts)

function oid(text: string): Uint8Array {
  const [first, second, ...rest] = text.split('.').map(Number) as [number, number, ...number[]]
  const bytes = [first * 40 + second]
  for (const arc of rest) {
    const group = [arc & 0x7f]
    for (let value = arc >> 7; value > 0; value >>= 7) group.unshift((value & 0x7f) | 0x80)
    bytes.push(...group)
  }
  return node(0x06, Uint8Array.from(bytes))
}

function integer(value: bigint): Uint8Array {
  const bytes: number[] = []
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn))
  if (bytes.length === 0 || bytes[0]! & 0x80) bytes.unshift(0)
  return node(0x02, Uint8Array.from(bytes))
}

function time(seconds: number): Uint8Array {
  const iso = new Date(seconds * 1000).toISOString()
  const digits = iso.slice(0, 19).replace(/\D/g, '')
  const year = Number(iso.slice(0, 4))
  return year >= 1950 && year < 2050 ? node(0x17, new TextEncoder().encode(`${digits.slice(2)}Z`)) : node(0x18, new TextEncoder().encode(`${digits}Z`))
}

function name(commonName: string): Uint8Array {
  const attribute = (type: string, value: Uint8Array) => set(sequence(oid(type), value))
  return sequence(
    attribute('2.5.4.6', node(0x13, new TextEncoder().encode('CN'))),
    attribute('2.5.4.10', node(0x13, new TextEncoder().encode('China Financial Certification Authority'))),
    attribute('2.5.4.3', node(0x0c, new TextEncoder().encode(commonName))),
  )
}

const ALGORITHMS = { 'SHA-1': '1.2.840.113549.1.1.5', 'SHA-256': '1.2.840.113549.1.1.11' } as const

export interface TestCertificate {
  pem: string
  der: Uint8Array<ArrayBuffer>
  keys: TestKeyPair
  commonName: string
  serial: bigint
}

export interface CertificateOptions {
  commonName: string
  /** The issuing certificate; none: self-signed. */
  issuer?: TestCertificate
  keys?: TestKeyPair
  serial?: bigint
  /** Unix seconds; default: a year ago to a year on. */
  notBefore?: number
  notAfter?: number
  hash?: keyof typeof ALGORITHMS
}

function pem(der: Uint8Array): string {
  const lines = bytesToBase64(der)
    .match(/.{1,64}/g)!
    .join('\r\n')
  return `-----BEGIN CERTIFICATE-----\r\n${lines}\r\n-----END CERTIFICATE-----`
}

/** A certificate for `keys` (fresh ones unless given), issued by `issuer`'s key (or its own). */
export async function testCertificate(options: CertificateOptions): Promise<TestCertificate> {
  const keys = options.keys ?? (await testKeyPair())
  const now = nowSeconds()
  const serial = options.serial ?? BigInt(Math.floor(Math.random() * 1e11))
  const hash = options.hash ?? 'SHA-256'
  const algorithm = sequence(oid(ALGORITHMS[hash]), node(0x05))
  const spki = new Uint8Array((await crypto.subtle.exportKey('spki', keys.publicKey)) as ArrayBuffer)
  const tbs = sequence(
    node(0xa0, integer(2n)),
    integer(serial),
    algorithm,
    name(options.issuer?.commonName ?? options.commonName),
    sequence(time(options.notBefore ?? now - 365 * 86_400), time(options.notAfter ?? now + 365 * 86_400)),
    name(options.commonName),
    spki,
  )
  const signerKeys = options.issuer?.keys ?? keys
  const pkcs8 = (await crypto.subtle.exportKey('pkcs8', signerKeys.privateKey)) as ArrayBuffer
  const signingKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash }, false, ['sign'])
  const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', signingKey, tbs))
  const der = sequence(tbs, algorithm, node(0x03, Uint8Array.from([0]), signature))
  return { pem: pem(der), der, keys, commonName: options.commonName, serial }
}

/** UnionPay's chain as the tests play it: a root, a middle certificate, and UnionPay's signing certificate under it. */
export interface UnionPayTestPki {
  root: TestCertificate
  middle: TestCertificate
  signer: TestCertificate
}

/** A signing certificate's CN as CFCA issues UnionPay's: `041@<id>@中国银联股份有限公司@<n>`. */
export const UNIONPAY_SIGNER_CN = '041@Z12400000000001@中国银联股份有限公司@00000001'

export async function unionPayTestPki(): Promise<UnionPayTestPki> {
  const root = await testCertificate({ commonName: 'CFCA TEST CS CA', serial: 1n })
  const middle = await testCertificate({ commonName: 'CFCA TEST OCA1', issuer: root, serial: 2n })
  const signer = await testCertificate({ commonName: UNIONPAY_SIGNER_CN, issuer: middle, serial: 69629715588n })
  return { root, middle, signer }
}
