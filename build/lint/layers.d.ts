/** Why `from` may not import `to` (project-relative paths), or null when the import is allowed. */
export function layerViolation(from: string, to: string): string | null
export const layersPlugin: { meta: { name: string }; rules: Record<string, unknown> }
