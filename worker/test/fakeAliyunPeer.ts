import { vi } from 'vitest'
import { rpcSignature } from '../providers/aliyun/rpc'

export interface RpcRequestSeen {
  action: string
  params: Record<string, string>
}

/**
 * A local fake of an Alibaba Cloud RPC endpoint at the network boundary: it replaces
 * globalThis.fetch, recomputes every request's signature with the secret and answers
 * SignatureDoesNotMatch (HTTP 400) when it differs, else what `answer` says.
 */
export function fakeAliyunPeer(origin: string, secret: string, answer: (request: RpcRequestSeen) => object) {
  const seen: RpcRequestSeen[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== origin) throw new Error(`fake peer: unexpected ${url.href}`)
    const { Signature, ...params } = Object.fromEntries(url.searchParams)
    if (!Signature || Signature !== (await rpcSignature(params, secret))) {
      return Response.json({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }, { status: 400 })
    }
    const request = { action: params.Action!, params }
    seen.push(request)
    return Response.json(answer(request))
  })
  return { seen, restore: () => spy.mockRestore() }
}
