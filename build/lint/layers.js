// An ESLint rule that keeps imports flowing one way (issue 7, docs/decisions/009):
//   shared   imports nothing of client/ or worker/;
//   client   imports nothing of worker/; worker imports client/ only for server rendering;
//   in client: app (entry, providers, router) → pages and layouts → features → blocks →
//   components, lib and styles, never upwards; blocks (session, config, verifyCode, wechat,
//   showcase…) are the pieces many features build on, and a feature imports no other feature;
//   a block is used by others only through the modules at its top level, never the insides of
//   its sub-folders (api/, components/…).
import { dirname, relative, resolve, sep } from 'node:path'

/** Client ranks: a module may import its own rank or lower. */
const CLIENT_RANKS = [
  {
    rank: 5,
    name: 'the app shell (entries, providers, router, islands)',
    test: (p) => /^client\/(entry|adEntry|AppProviders)(\.tsx)?$/.test(p) || p.startsWith('client/router/') || p.startsWith('client/island/'),
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

/** Why `from` may not import `to` (both relative to the project root, with '/'), or null. */
export function layerViolation(from, to) {
  const [fromArea] = from.split('/')
  const [toArea] = to.split('/')
  if (fromArea === 'shared' && (toArea === 'client' || toArea === 'worker')) return `shared/ imports nothing of ${toArea}/`
  if (fromArea === 'client' && toArea === 'worker') return 'client/ imports nothing of worker/'
  if (fromArea === 'worker' && toArea === 'client' && !from.startsWith('worker/ssr/')) return 'worker/ imports client/ only in worker/ssr/ (server rendering)'
  if (fromArea !== 'client' || toArea !== 'client') return null

  const source = clientRank(from)
  const target = clientRank(to)
  if (source && target && target.rank > source.rank) return `${source.name} may not import ${target.name} (imports flow downwards)`
  const sourceFolder = featureOf(from)?.name
  const targetFeature = featureOf(to)
  if (sourceFolder?.startsWith('features/') && targetFeature?.name.startsWith('features/') && sourceFolder !== targetFeature.name) {
    return `a feature imports no other feature (${targetFeature.name}): move what both need into blocks/ or components/`
  }
  if (targetFeature?.nested && featureOf(from)?.name !== targetFeature.name) {
    return `use the top-level modules of ${targetFeature.name}, not its insides`
  }
  return null
}

function toProjectPath(root, file) {
  return relative(root, file).split(sep).join('/')
}

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between shared, client and worker, and between client layers.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const from = toProjectPath(root, context.filename)
    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
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
