// An ESLint rule that keeps imports flowing one way (issue 7, docs/decisions/009):
//   shared   imports nothing of client/ or worker/;
//   client   imports nothing of worker/; worker imports client/ only for server rendering;
//   in client: app (entry, providers, router) → pages and layouts → features → blocks →
//   components, lib and styles, never upwards; blocks (session, config, verifyCode, wechat,
//   showcase…) are the pieces many features build on, and a feature imports no other feature;
//   a block is used by others only through the modules at its top level, never the insides of
//   its sub-folders (api/, components/…).
//   in worker (issue 26): a service is used only through its door, worker/services/<name>/index.ts,
//   by other services and by the rest of the worker (tests may reach in to set up state);
//   worker/lib imports no service; server rendering reaches the client only through
//   client/server.tsx; test helpers (anything importing vitest or cloudflare:test) live under
//   worker/test/ or in *.test.ts files, and no shipped module imports them.
import { dirname, relative, resolve, sep } from 'node:path'

/** Client ranks: a module may import its own rank or lower. */
const CLIENT_RANKS = [
  {
    rank: 5,
    name: 'the app shell (entries, providers, router, islands, the server-rendering door)',
    test: (p) => /^client\/(entry|adEntry|homeEntry|AppProviders|server)(\.tsx)?$/.test(p) || p.startsWith('client/router/') || p.startsWith('client/island/'),
  },
  { rank: 4, name: 'pages and layouts', test: (p) => p.startsWith('client/pages/') || p.startsWith('client/layouts/') },
  { rank: 3, name: 'features', test: (p) => p.startsWith('client/features/') },
  { rank: 2, name: 'blocks', test: (p) => p.startsWith('client/blocks/') },
  { rank: 1, name: 'components, lib and styles', test: (p) => /^client\/(components|lib|styles)\//.test(p) },
]

function clientRank(path) {
  return CLIENT_RANKS.find((layer) => layer.test(path)) ?? null
}

/** features/<name>/… or blocks/<name>/… → its folder and whether the path is inside one of its sub-folders. */
function featureOf(path) {
  const match = /^client\/(features|blocks)\/([^/]+)\/(.+)$/.exec(path)
  return match ? { name: `${match[1]}/${match[2]}`, nested: match[3].includes('/') } : null
}

/** A test or a test helper: *.test.ts(x) anywhere, or a module under worker/test/. */
export function isTestModule(path) {
  return /\.test\.tsx?$/.test(path) || path.startsWith('worker/test/')
}

/** worker/services/<name>/… → { name, door } (door: the path is the service's index), or null. */
function serviceOf(path) {
  const match = /^worker\/services\/([^/.]+)(\/.*)?$/.exec(path)
  if (!match) return null
  return { name: match[1], door: !match[2] || /^\/index(\.tsx?)?$/.test(match[2]) }
}

/** Why a worker module may not import `to`, or null. */
function workerViolation(from, to) {
  const target = serviceOf(to)
  if (target && from.startsWith('worker/lib/')) return 'worker/lib imports no service'
  if (target && !target.door && serviceOf(from)?.name !== target.name && !isTestModule(from)) {
    return `use the door of the ${target.name} service (worker/services/${target.name}/index.ts), not its insides`
  }
  if (to.startsWith('worker/test/') && !isTestModule(from)) return 'only tests import the test helpers of worker/test/'
  return null
}

/** Why `from` may not import `to` (both relative to the project root, with '/'), or null. */
export function layerViolation(from, to) {
  const [fromArea] = from.split('/')
  const [toArea] = to.split('/')
  if (fromArea === 'shared' && (toArea === 'client' || toArea === 'worker')) return `shared/ imports nothing of ${toArea}/`
  if (fromArea === 'client' && toArea === 'worker') return 'client/ imports nothing of worker/'
  if (fromArea === 'worker' && toArea === 'client') {
    if (!from.startsWith('worker/ssr/')) return 'worker/ imports client/ only in worker/ssr/ (server rendering)'
    if (!/^client\/server(\.tsx)?$/.test(to)) return 'server rendering reaches the client only through client/server.tsx'
    return null
  }
  if (fromArea === 'worker' && toArea === 'worker') return workerViolation(from, to)
  if (fromArea !== 'client' || toArea !== 'client') return null

  const source = clientRank(from)
  const target = clientRank(to)
  if (source && target && target.rank > source.rank) return `${source.name} may not import ${target.name} (imports flow downwards)`
  const sourceFolder = featureOf(from)?.name
  const targetFeature = featureOf(to)
  if (sourceFolder?.startsWith('features/') && targetFeature?.name.startsWith('features/') && sourceFolder !== targetFeature.name) {
    return `a feature imports no other feature (${targetFeature.name}): move what both need into blocks/ or components/`
  }
  // client/server.tsx speaks for worker/ssr, which fetches what a feature's api/ module fetches before rendering.
  if (targetFeature?.nested && featureOf(from)?.name !== targetFeature.name && !/^client\/server(\.tsx)?$/.test(from)) {
    return `use the top-level modules of ${targetFeature.name}, not its insides`
  }
  return null
}

/** Test frameworks belong to tests: a worker module that imports one is a test helper and lives under worker/test/. */
export function testOnlyViolation(from, specifier) {
  if (!from.startsWith('worker/') || isTestModule(from)) return null
  if (specifier === 'vitest' || specifier === 'cloudflare:test') return `test helpers live under worker/test/ ('${specifier}')`
  return null
}

function toProjectPath(root, file) {
  return relative(root, file).split(sep).join('/')
}

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between shared, client and worker, between client layers, and into services only through their doors.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const from = toProjectPath(root, context.filename)
    function check(node, specifier) {
      if (typeof specifier !== 'string') return
      if (!specifier.startsWith('.')) {
        const message = testOnlyViolation(from, specifier)
        if (message) context.report({ node, message })
        return
      }
      const to = toProjectPath(root, resolve(dirname(context.filename), specifier))
      const message = layerViolation(from, to)
      if (message) context.report({ node, message: `${message}: '${specifier}'` })
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}

export const layersPlugin = { meta: { name: 'layers' }, rules: { 'import-direction': importDirection } }
