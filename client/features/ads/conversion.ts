import { adsPaths, ConversionKind } from '../../../shared/contracts/plain/ads'
import type { ApiClient } from '../../lib/api/client'

/** A download click, tied at the server to the visitor's ad click. A failure is logged only. */
export function reportDownload(api: ApiClient, platform: string): void {
  api
    .request({ scene: 'main', method: 'POST', path: adsPaths.conversion, body: { kind: ConversionKind.Download, ref: platform }, response: () => import('../../../shared/contracts/ads').then((c) => c.conversionResponse), silent: true })
    .catch((error: unknown) => console.info('download conversion not reported', error))
}
