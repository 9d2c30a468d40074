import type { Plugin } from 'vite'

type Rewrite = { module: RegExp; call: string }

const REACT_IMPORT = /import \{([^}]*)\} from "react";/
const LAYOUT_EFFECT_IMPORT = /import \{useLayoutEffect as ([\w$]+)\} from "[^"]*useLayoutEffect\.mjs";/

const REWRITES: Rewrite[] = [
  // useSlotId: whether the element an id names (a field's description or error) exists.
  { module: /react-aria\/dist\/private\/utils\/useId\.m?js$/, call: 'updateId, [' },
  // useHasTabbableChild: whether a tab panel holds something focusable (it then leaves the tab order).
  {
    module: /react-aria\/dist\/private\/focus\/useHasTabbableChild\.m?js$/,
    call: '()=>{\n        if (ref?.current && !isDisabled)',
  },
]

/** The module with the layout effect called with `call` made a passive one; null if it is not there. */
function afterPaint(code: string, call: string): string | null {
  const layoutEffect = LAYOUT_EFFECT_IMPORT.exec(code)?.[1]
  const react = REACT_IMPORT.exec(code)
  const site = layoutEffect ? `(0, ${layoutEffect})(${call}` : null
  if (!site || !react || !code.includes(site)) return null
  let useEffect = /useEffect as ([\w$]+)/.exec(react[1] ?? '')?.[1]
  let next = code
  if (!useEffect) {
    useEffect = '$lotus$useEffect'
    next = next.replace(REACT_IMPORT, `import {${react[1]}, useEffect as ${useEffect}} from "react";`)
  }
  return next.replace(site, `(0, ${useEffect})(${call}`)
}

/**
 * Two react-aria checks of the DOM after mount run in layout effects and set state: whether the element
 * a slot id names exists (`useSlotId`: every text field without a description, every field without an
 * error) and whether a tab panel holds something focusable (`useHasTabbableChild`). A state update in a
 * layout effect is synchronous: the component renders again inside the commit that mounted it, and React
 * then runs every pending effect of that commit in the same task. When a server-rendered page hydrates on
 * a phone, that made the commit one long task. The checks run in passive effects instead, so their
 * re-render is a task of its own; until then an `aria-describedby` may name an id not in the page (which
 * assistive technology ignores) and a panel keeps its own tab stop. The build fails if either module
 * changes shape.
 */
export function reactAriaChecksAfterPaint(): Plugin {
  return {
    name: 'lotus-react-aria-checks-after-paint',
    transform(code, id) {
      const rewrite = REWRITES.find((candidate) => candidate.module.test(id))
      if (!rewrite) return null
      const next = afterPaint(code, rewrite.call)
      if (next === null) this.error(`${id}: react-aria's module changed; review this plugin`)
      return { code: next, map: null }
    },
  }
}
