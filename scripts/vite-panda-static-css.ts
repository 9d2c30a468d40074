import MagicString from 'magic-string'
import { parseAst, type Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type StyleValue = string | number | boolean | null | StyleValue[] | { [key: string]: StyleValue }
type CssFunction = (...styles: StyleValue[]) => string

const NOT_STATIC = Symbol('not static')

type Program = ReturnType<typeof parseAst>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'

type Constants = ReadonlyMap<string, StyleValue>

/**
 * The value an expression stands for when it is made of literals only, or of the module's top-level
 * constants named in `constants`; NOT_STATIC otherwise.
 */
function staticValue(node: Node, constants: Constants): StyleValue | typeof NOT_STATIC {
  switch (node.type) {
    case 'Identifier':
      return constants.get(String(node.name)) ?? NOT_STATIC
    case 'Literal': {
      const value = node.value
      return typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'boolean' ||
        value === null
        ? value
        : NOT_STATIC
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[]
      const expressions = node.expressions as Node[]
      let text = ''
      for (const [index, quasi] of quasis.entries()) {
        if (quasi.value.cooked == null) return NOT_STATIC
        text += quasi.value.cooked
        const expression = expressions[index]
        if (!expression) continue
        const value = staticValue(expression, constants)
        if (typeof value !== 'string' && typeof value !== 'number') return NOT_STATIC
        text += String(value)
      }
      return text
    }
    case 'UnaryExpression': {
      const argument = node.argument as Node
      return node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number'
        ? -argument.value
        : NOT_STATIC
    }
    case 'ArrayExpression': {
      const items: StyleValue[] = []
      for (const element of node.elements as (Node | null)[]) {
        if (!element || element.type === 'SpreadElement') return NOT_STATIC
        const value = staticValue(element, constants)
        if (value === NOT_STATIC) return NOT_STATIC
        items.push(value)
      }
      return items
    }
    case 'ObjectExpression': {
      const object: { [key: string]: StyleValue } = {}
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) return NOT_STATIC
        const key = property.key as Node
        let name: string
        if (!property.computed && key.type === 'Identifier') name = String(key.name)
        else if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
          name = String(key.value)
        else return NOT_STATIC
        const value = staticValue(property.value as Node, constants)
        if (value === NOT_STATIC) return NOT_STATIC
        object[name] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

/** The nodes that open a scope of their own, where a local binding may shadow a top-level constant. */
const SCOPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'BlockStatement',
  'StaticBlock',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'SwitchStatement',
  'CatchClause',
  'ClassBody',
])

/** Every node under `node`, each with whether it sits in a nested scope. */
function* walk(node: unknown, nested = false): Generator<[Node, boolean]> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item, nested)
    return
  }
  if (!isNode(node)) return
  yield [node, nested]
  const inner = nested || SCOPES.has(node.type)
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && typeof value === 'object') yield* walk(value, inner)
}

/** The module's top-level `const` bindings whose value is static (strings for font stacks and the like). */
function topLevelConstants(program: Program): Map<string, StyleValue> {
  const constants = new Map<string, StyleValue>()
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations) {
      const init: unknown = declarator.init
      if (declarator.id.type !== 'Identifier' || !isNode(init)) continue
      const value = staticValue(init, constants)
      if (value !== NOT_STATIC) constants.set(declarator.id.name, value)
    }
  }
  return constants
}

/** The local names `css` is imported under from the styled system. */
function cssImports(program: Program): Set<string> {
  const names = new Set<string>()
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue
    const source = statement.source.value
    if (source !== 'styled-system/css' && source !== 'styled-system/css/index.mjs') continue
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') continue
      const imported =
        specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value
      if (imported === 'css') names.add(specifier.local.name)
    }
  }
  return names
}

/**
 * Replaces each `css({...})` call whose arguments are literals only (at the module's top level, also its
 * top-level string constants) by the class names it returns,
 * computed at build time by the styled system's own `css`. Panda's `css` resolves shorthands, conditions
 * and tokens when it runs; done for every style at module load and in every render, that was about 6 % of
 * a phone's main-thread time while the first view hydrates. Calls with any value known only at run time
 * are left as they are, so they keep the same runtime.
 */
export function transformStaticCss(
  code: string,
  css: CssFunction,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('styled-system/css')) return null
  const program = parseAst(code)
  const local = cssImports(program)
  if (local.size === 0) return null
  const output = new MagicString(code)
  const constants = topLevelConstants(program)
  const none: Constants = new Map()
  let replaced = 0
  for (const [node, nested] of walk(program)) {
    if (node.type !== 'CallExpression' || node.optional) continue
    const callee = node.callee as Node
    if (callee.type !== 'Identifier' || !local.has(String(callee.name))) continue
    const values: StyleValue[] = []
    let isStatic = true
    for (const argument of node.arguments as Node[]) {
      const value = staticValue(argument, nested ? none : constants)
      if (value === NOT_STATIC) {
        isStatic = false
        break
      }
      values.push(value)
    }
    if (!isStatic) continue
    output.overwrite(node.start, node.end, JSON.stringify(css(...values)))
    replaced++
  }
  return replaced === 0 ? null : { code: output.toString(), map: output.generateMap({ hires: true }) }
}

/** The styled system's own `css`, as generated in `styled-system/` (plain JavaScript Node can run). */
export async function loadStyledSystemCss(): Promise<CssFunction> {
  const runtime: unknown = await import(new URL('../styled-system/css/css.mjs', import.meta.url).href)
  const css = typeof runtime === 'object' && runtime !== null && 'css' in runtime ? runtime.css : undefined
  if (!isCssFunction(css)) throw new Error('styled-system/css/css.mjs exports no css(); run `panda codegen`')
  return css
}

function isCssFunction(value: unknown): value is CssFunction {
  return typeof value === 'function'
}

export function pandaStaticCss(): Plugin {
  let css: CssFunction | undefined
  return {
    name: 'lotus-panda-static-css',
    apply: 'build',
    // After TypeScript and JSX are compiled away: the code is plain JavaScript.
    enforce: 'post',
    async buildStart() {
      css = await loadStyledSystemCss()
    },
    transform(code, id) {
      if (!css || id.includes('/node_modules/') || !/\/src\/.+\.[jt]sx?$/.test(id.split('?')[0] ?? ''))
        return null
      return transformStaticCss(code, css)
    },
  }
}
