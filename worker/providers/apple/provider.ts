/** Sign in with Apple (ARCHITECTURE decision 7): the authorisation page and the ID token it hands back. */
export interface AppleIdentity {
  /** Apple's stable user id for this team (the ID token's `sub`). */
  sub: string
}

export interface AppleProvider {
  /**
   * Apple's authorisation page (or the sandbox's stand-in). It returns to `redirectUri`
   * with `code`, `id_token` and `state` in the fragment; `nonce` is the SHA-256 hex of the
   * browser's raw nonce and comes back inside the ID token.
   */
  authorizeUrl(input: { origin: string; redirectUri: string; state: string; nonce: string }): string
  /**
   * The identity an ID token proves: signature, issuer, audience (our client id), expiry
   * and the nonce (SHA-256 of `rawNonce`) all checked. Null for anything that fails.
   */
  verifyIdentityToken(input: { idToken: string; rawNonce: string; now: number }): Promise<AppleIdentity | null>
}
