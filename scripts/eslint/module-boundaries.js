// Enforces the house layering: ui <- platform <- modules <- app.
// - src/ui imports nothing from platform, modules or app;
// - src/platform imports nothing from modules or app;
// - a module imports another module only through its index.ts;
// - src/modules/session is the shared layer every module may read: it imports no other module;
// - nothing outside src/app imports src/app.
import path from 'node:path'

const SRC = path.resolve('src')
/** The shared session layer: token, member, site, currency, locale, device, demo mode. */
const SESSION = 'session'

function resolveTarget(fromFile, source) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2))
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source)
  return null
}

function layerOf(file) {
  const rel = path.relative(SRC, file)
  if (rel.startsWith('..')) return null
  const [layer, name] = rel.split(path.sep)
  return { layer, name, rel }
}

function isModuleDoor(rel) {
  const parts = rel.split(path.sep)
  return (
    parts.length === 2 ||
    (parts.length === 3 && /^index\.(ts|tsx)?$/.test(parts[2] ?? '')) ||
    parts[2] === 'index'
  )
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing ui <- platform <- modules <- app' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename)
    if (!from) return {}
    function check(node) {
      const source = node.source?.value
      if (typeof source !== 'string') return
      const target = resolveTarget(context.filename, source)
      if (!target) return
      const to = layerOf(target)
      if (!to) return
      const report = (message) => context.report({ node: node.source, message })
      if (from.layer === 'ui' && ['platform', 'modules', 'app'].includes(to.layer))
        return report(`src/ui must not import src/${to.layer} (${source})`)
      if (from.layer === 'platform' && ['modules', 'app'].includes(to.layer))
        return report(`src/platform must not import src/${to.layer} (${source})`)
      if (from.layer !== 'app' && to.layer === 'app' && !to.rel.startsWith('app' + path.sep + 'routeTree'))
        return report(`only src/app may import src/app (${source})`)
      if (
        to.layer === 'modules' &&
        !(from.layer === 'modules' && from.name === to.name) &&
        !isModuleDoor(to.rel)
      )
        return report(`import the module "${to.name}" through its index.ts, not ${source}`)
      if (from.layer === 'modules' && from.name === SESSION && to.layer === 'modules' && to.name !== SESSION)
        return report(`the session module is read by every module and imports none (${source})`)
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { 'module-boundaries': rule } }
