import { bytesToBase64 } from '../providers/pay/rsa'

const RSA = { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' } as const

export interface TestKeyPair {
  privateKey: CryptoKey
  publicKey: CryptoKey
  /** PKCS#8 PEM, as a merchant's apiclient_key.pem. */
  privatePem: string
  /** SPKI PEM. */
  publicPem: string
  /** Bare base64 of the SPKI and PKCS#8 DER, as Alipay's key tool prints them. */
  publicBase64: string
  privateBase64: string
}

function pem(label: string, der: ArrayBuffer): string {
  const lines = bytesToBase64(new Uint8Array(der))
    .match(/.{1,64}/g)!
    .join('\n')
  return `-----BEGIN ${label}-----\n${lines}\n-----END ${label}-----\n`
}

/** A fresh RSA-2048 key pair for a test (a merchant's or a channel's), in the formats channels hand out. */
export async function testKeyPair(): Promise<TestKeyPair> {
  const pair = (await crypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as CryptoKeyPair
  const pkcs8 = (await crypto.subtle.exportKey('pkcs8', pair.privateKey)) as ArrayBuffer
  const spki = (await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer
  return {
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    privatePem: pem('PRIVATE KEY', pkcs8),
    publicPem: pem('PUBLIC KEY', spki),
    publicBase64: bytesToBase64(new Uint8Array(spki)),
    privateBase64: bytesToBase64(new Uint8Array(pkcs8)),
  }
}
