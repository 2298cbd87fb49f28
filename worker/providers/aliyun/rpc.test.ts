import { describe, expect, it } from 'vitest'
import { canonicalQuery, rpcSignature, signedRpcQuery, specialUrlEncode, stringToSign } from './rpc'

/**
 * The worked example of Alibaba Cloud's "API 签名机制（示例）" (DescribeRegions with
 * AccessKeyId testid and secret testsecret), as their documentation prints it.
 */
const DOCUMENTED = {
  params: {
    TimeStamp: '2016-02-23T12:46:24Z',
    Format: 'XML',
    AccessKeyId: 'testid',
    Action: 'DescribeRegions',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    Version: '2014-05-26',
    SignatureVersion: '1.0',
  },
  // The page prints the inner separators as `&`; the algorithm (and the printed signature,
  // which only this string yields) has them percent-encoded as %26.
  stringToSign:
    'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
  signature: 'CT9X0VtwR86fNWSnsc6v8YGOjuE=',
}

describe('Alibaba Cloud RPC signature', () => {
  it('encodes as their specialUrlEncode does', () => {
    expect(specialUrlEncode('a b*c~d')).toBe('a%20b%2Ac~d')
    expect(specialUrlEncode("!'()")).toBe('%21%27%28%29')
    expect(specialUrlEncode('阿里云')).toBe('%E9%98%BF%E9%87%8C%E4%BA%91')
    expect(specialUrlEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D')
    expect(specialUrlEncode('-_.~')).toBe('-_.~')
  })

  it('reproduces the documented StringToSign and signature exactly', async () => {
    expect(stringToSign(DOCUMENTED.params)).toBe(DOCUMENTED.stringToSign)
    expect(await rpcSignature(DOCUMENTED.params, 'testsecret')).toBe(DOCUMENTED.signature)
  })

  it('a different secret or parameter gives a different signature', async () => {
    expect(await rpcSignature(DOCUMENTED.params, 'testsecreT')).not.toBe(DOCUMENTED.signature)
    expect(await rpcSignature({ ...DOCUMENTED.params, Format: 'JSON' }, 'testsecret')).not.toBe(DOCUMENTED.signature)
  })

  it('signs a query whose Signature checks against the rest', async () => {
    const query = await signedRpcQuery(
      { accessKeyId: 'testid', accessKeySecret: 'testsecret' },
      {
        endpoint: 'https://x',
        action: 'SendSms',
        version: '2017-05-25',
        params: { SignName: '阿里云短信测试' },
        nonce: 'n',
        timestamp: new Date('2026-01-02T03:04:05.678Z'),
      },
    )
    const params = Object.fromEntries(new URLSearchParams(query))
    const { Signature, ...rest } = params
    expect(rest).toMatchObject({ Timestamp: '2026-01-02T03:04:05Z', SignatureNonce: 'n', Format: 'JSON', SignName: '阿里云短信测试' })
    expect(Signature).toBe(await rpcSignature(rest, 'testsecret'))
    expect(query).toContain(canonicalQuery(rest))
  })
})
