import { base64UrlEncode } from '../providers/apple/idToken'

/** RS256 signers of the JWTs that fakes of Access and Sign in with Apple hand out. */

export interface Signer {
  kid: string
  privateKey: CryptoKey
  jwk: JsonWebKey & { kid: string }
}

/** A key pair made in the test, which a fake peer publishes as Access or Apple publish theirs. */
export async function makeSigner(kid: string): Promise<Signer> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair
  const exported = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey
  return { kid, privateKey: pair.privateKey, jwk: { kty: 'RSA', kid, use: 'sig', alg: 'RS256', n: exported.n, e: exported.e } }
}

/** A compact RS256 JWT over the claims (the header may be changed, to test a refusal). */
export async function signAssertion(
  signer: Signer,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'RS256', kid: signer.kid },
): Promise<string> {
  const input = `${base64UrlEncode(JSON.stringify(header))}.${base64UrlEncode(JSON.stringify(claims))}`
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', signer.privateKey, new TextEncoder().encode(input))
  return `${input}.${base64UrlEncode(new Uint8Array(signature))}`
}
