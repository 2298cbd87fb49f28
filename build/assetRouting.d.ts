// Types of build/assetRouting.js, which scripts/build.mjs runs on plain Node.
export function entriesSentToWorker(entries: { name: string; folder: boolean }[], rules: string[]): string[]
export function checkAssetRouting(buildDir: string, workerConfig: string): void
