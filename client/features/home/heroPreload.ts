import { srcSet } from '../../components/ResponsiveImage'
import { HERO } from './hero'

/**
 * The preload of the home page's LCP image (the hero's), for the document head: asked for
 * with the head rather than once the body has been parsed (issue 30's LCP).
 */
export function homeHeroPreload(): { srcset: string; sizes: string } {
  return { srcset: srcSet(HERO.image, 'avif'), sizes: HERO.imageSizes }
}
