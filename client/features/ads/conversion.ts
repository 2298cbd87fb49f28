import { adsCalls, ConversionKind } from '../../../shared/contracts/ads'
import type { ApiClient } from '../../lib/api/client'

/** A download click, tied at the server to the visitor's ad click. A failure is logged only. */
export function reportDownload(api: ApiClient, platform: string): void {
  api
    .call(adsCalls.conversion, { body: { kind: ConversionKind.Download, ref: platform }, silent: true })
    .catch((error: unknown) => console.info('download conversion not reported', error))
}
