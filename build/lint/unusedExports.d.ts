export function isEntry(path: string): boolean
export function importsOf(text: string): Array<[string, string]>
export const unusedExportsPlugin: { meta: { name: string }; rules: Record<string, unknown> }
