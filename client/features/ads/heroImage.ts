import { srcSet, type ImageAsset } from '../../components/ResponsiveImage'
import { MEDIA } from '../../blocks/showcase/media'

/** How wide a landing's images are drawn: the phone column is at most 480 px. */
export const LANDING_IMAGE_SIZES = '(min-width: 480px) 480px, 100vw'

export type MediaName = keyof typeof MEDIA

export function mediaOf(name: string) {
  return Object.hasOwn(MEDIA, name) ? MEDIA[name as MediaName] : undefined
}

/** The preload of a landing's LCP image (the hero's after image), for the document head. */
export function heroPreload(afterName: string): { srcset: string; sizes: string } | undefined {
  const image = mediaOf(afterName)
  return image ? { srcset: srcSet(image, 'avif'), sizes: LANDING_IMAGE_SIZES } : undefined
}

/**
 * The file of an image's smallest AVIF: the head inlines it as the hero's first paint, so a
 * phone paints the hero with the document instead of a round trip later (docs/decisions/041).
 */
export function firstPaintFile(image: ImageAsset): string {
  return srcSet(image, 'avif').split(' ')[0]!
}
