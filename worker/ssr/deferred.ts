import { renderDeferredEagerly, type DeferredModule } from '../../client/server'

/**
 * Deferred parts of pages (client/lib/deferred.tsx) are lazy in the browser and eager
 * here, like the pages themselves (decision 002): every `*.deferred.tsx` under client/,
 * by its project path.
 */
const modules = import.meta.glob<DeferredModule<never>>('../../client/**/*.deferred.tsx', { eager: true })

renderDeferredEagerly(Object.fromEntries(Object.entries(modules).map(([path, module]) => [path.replace(/^(\.\.\/)+/, ''), module])))
