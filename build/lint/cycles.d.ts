export function valueImports(text: string): string[]
export function resolveFrom(file: string, specifier: string): string | null
export function cyclesOf(graph: Map<string, string[]>): Map<string, string>
export const cyclesPlugin: { meta: { name: string }; rules: Record<string, unknown> }
