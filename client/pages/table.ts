import type { PageModule } from './registry'

/**
 * Every page module's loader, one chunk each, with the preload list of each chunk's files:
 * about 2.5 kB gzip of incompressible file names that the page a visitor arrives on does not
 * need (its module is loaded from the file the server names), so it loads with the first
 * navigation (client/pages/registry.ts).
 */
export const pageLoaders = import.meta.glob<PageModule>('./*.tsx')
