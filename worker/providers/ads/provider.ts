/** A conversion as an ad platform's callback API needs it: the click it came from and what happened. */
export interface AdConversion {
  id: number
  platform: number
  clickId: string
  clickUri: string
  kind: 'download' | 'registration' | 'purchase'
  ref: string
  at: number
}

/**
 * An ad platform's conversion callback (Baidu OCPC, Tencent/GDT, Ocean Engine …). A real
 * adapter posts the conversion to the platform with the click id it handed us; it answers
 * whether the platform accepted it. The built-in service stores every conversion first, so
 * an adapter failure loses nothing (the `delivered` column stays 0).
 */
export interface AdPlatformAdapter {
  deliver(conversion: AdConversion): Promise<boolean>
}
