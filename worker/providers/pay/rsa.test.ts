import { describe, expect, it } from 'vitest'
import { testKeyPair } from '../../test/rsaKeys'
import { bytesToBase64, importPrivateKey, importPublicKey, signRsaSha256, spkiOfCertificate, verifyRsaSha256 } from './rsa'

function node(tag: number, ...content: Uint8Array[]): Uint8Array {
  const body = new Uint8Array(content.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of content) {
    body.set(part, offset)
    offset += part.length
  }
  const length = body.length < 0x80 ? [body.length] : body.length < 0x100 ? [0x81, body.length] : [0x82, body.length >> 8, body.length & 0xff]
  return Uint8Array.from([tag, ...length, ...body])
}

/** An X.509 certificate's DER shape around a public key (the walk only reads its structure, not its signature). */
function certificate(spki: Uint8Array): Uint8Array {
  const name = node(0x30, node(0x31, node(0x30, Uint8Array.from([0x06, 0x03, 0x55, 0x04, 0x03]), node(0x0c, new TextEncoder().encode('Tenpay.com Root CA')))))
  const algorithm = node(0x30, Uint8Array.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b, 0x05, 0x00]))
  const validity = node(0x30, node(0x17, new TextEncoder().encode('260101000000Z')), node(0x17, new TextEncoder().encode('310101000000Z')))
  const tbs = node(
    0x30,
    node(0xa0, Uint8Array.from([0x02, 0x01, 0x02])),
    node(0x02, Uint8Array.from([0x1d, 0xde, 0x55, 0xad])),
    algorithm,
    name,
    validity,
    name,
    spki,
  )
  return node(0x30, tbs, algorithm, node(0x03, new Uint8Array(257)))
}

describe('keys as the channels hand them out', () => {
  it('reads the public key out of an X.509 certificate PEM (WeChat Pay platform certificates)', async () => {
    const pair = await testKeyPair()
    const spki = new Uint8Array((await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer)
    const der = certificate(spki)
    expect(spkiOfCertificate(der as Uint8Array<ArrayBuffer>)).toEqual(spki)
    const pem = `-----BEGIN CERTIFICATE-----\n${bytesToBase64(der)
      .match(/.{1,64}/g)!
      .join('\n')}\n-----END CERTIFICATE-----`
    const signature = await signRsaSha256(await importPrivateKey(pair.privatePem), 'message')
    expect(await verifyRsaSha256(await importPublicKey(pem), 'message', signature)).toBe(true)
    expect(await verifyRsaSha256(await importPublicKey(pem), 'messagE', signature)).toBe(false)
  })

  it('reads PEM with literal \\n (a one-line secret paste) and bare base64', async () => {
    const pair = await testKeyPair()
    const signature = await signRsaSha256(await importPrivateKey(pair.privatePem.replace(/\n/g, '\\n')), 'x')
    expect(await verifyRsaSha256(await importPublicKey(pair.publicBase64), 'x', signature)).toBe(true)
    expect(await verifyRsaSha256(await importPublicKey(pair.publicPem), 'x', 'not base64!')).toBe(false)
    await expect(importPrivateKey('nonsense')).rejects.toThrow()
  })
})
