import { homeHeroPreload } from '../../client/server'
import type { HeadExtras } from './document'

/** The home page's head extras: the preload of its hero image, the page's LCP element. */
export const HOME_HEAD: HeadExtras = { preloadImage: homeHeroPreload() }
