/** Why `from` may not import `to` (project-relative paths), or null when the import is allowed. */
export function layerViolation(from: string, to: string): string | null
export const layersPlugin: { meta: { name: string }; rules: Record<string, unknown> }
/** Why a module may not import a package (a test framework outside tests), or null. */
export function testOnlyViolation(from: string, specifier: string): string | null
/** Whether a project-relative path is a test or a worker test helper. */
export function isTestModule(path: string): boolean
