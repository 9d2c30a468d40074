import type { Plugin } from 'vite'

/** A react-aria effect whose timing is changed: `call` is the text after `(0, useXEffect)(`. */
type Rewrite = { module: RegExp; call: string; to: 'passive' | 'layout' }

const REACT_IMPORT = /import ((?:[\w$]+, )?)\{([^}]*)\} from "react";/
const LAYOUT_EFFECT_IMPORT = /import \{useLayoutEffect as ([\w$]+)\} from "[^"]*useLayoutEffect\.mjs";/

const REWRITES: Rewrite[] = [
  // useSlotId: whether the element an id names (a field's description or error) exists.
  { module: /react-aria\/dist\/private\/utils\/useId\.m?js$/, call: 'updateId, [', to: 'passive' },
  // useHasTabbableChild: whether a tab panel holds something focusable (it then leaves the tab order).
  {
    module: /react-aria\/dist\/private\/focus\/useHasTabbableChild\.m?js$/,
    call: '()=>{\n        if (ref?.current && !isDisabled)',
    to: 'passive',
  },
  // useOverlayFocusContain: a modal turns its focus containment on.
  {
    module: /react-aria\/dist\/private\/overlays\/Overlay\.m?js$/,
    call: '()=>{\n        setContain?.(true);',
    to: 'passive',
  },
  // useModalOverlay: a modal hides the page around it, or keeps itself visible to the modal below.
  {
    module: /react-aria\/dist\/private\/overlays\/useModalOverlay\.m?js$/,
    call: '()=>{\n        if (state.isOpen && ref.current) {',
    to: 'layout',
  },
]

/** The module with the layout effect called with `call` made a passive one; null if it is not there. */
function afterPaint(code: string, call: string): string | null {
  const layoutEffect = LAYOUT_EFFECT_IMPORT.exec(code)?.[1]
  const react = REACT_IMPORT.exec(code)
  const site = layoutEffect ? `(0, ${layoutEffect})(${call}` : null
  if (!site || !react || !code.includes(site)) return null
  let useEffect = /useEffect as ([\w$]+)/.exec(react[2] ?? '')?.[1]
  let next = code
  if (!useEffect) {
    useEffect = '$lotus$useEffect'
    next = next.replace(
      REACT_IMPORT,
      `import ${react[1]}{${react[2]}, useEffect as ${useEffect}} from "react";`,
    )
  }
  return next.replace(site, `(0, ${useEffect})(${call}`)
}

/**
 * The module with the passive effect called with `call` made a layout effect (react-aria's own, which
 * does nothing on the server); null if it is not there.
 */
function inCommit(code: string, call: string): string | null {
  const react = REACT_IMPORT.exec(code)
  const useEffect = /useEffect as ([\w$]+)/.exec(react?.[2] ?? '')?.[1]
  const site = useEffect ? `(0, ${useEffect})(${call}` : null
  if (!site || !code.includes(site) || code.includes('useLayoutEffect.mjs')) return null
  const layoutEffect = '$lotus$useLayoutEffect'
  const utils = `import {useLayoutEffect as ${layoutEffect}} from "../utils/useLayoutEffect.mjs";\n`
  return utils + code.replace(site, `(0, ${layoutEffect})(${call}`)
}

/**
 * A state update in a layout effect is synchronous: the component renders again inside the commit
 * that mounted it, and React then runs every pending effect of that commit in the same task. On a
 * phone that made one long task of a hydrating page's commit and of the commit that opens a modal.
 * So four react-aria effects change their timing:
 * - Two checks of the DOM after mount set state from a layout effect: whether the element a slot id
 *   names exists (`useSlotId`: every field without a description or an error) and whether a tab panel
 *   holds something focusable (`useHasTabbableChild`). They run in passive effects, so their re-render
 *   is a task of its own; until then an `aria-describedby` may name an id not in the page (which
 *   assistive technology ignores) and a panel keeps its own tab stop.
 * - A modal turned its focus containment on the same way (`useOverlayFocusContain`), which pulled the
 *   opening commit's passive effects (the viewport read, the scroll lock's measures, each forcing a
 *   layout) into the commit. It is passive too: containment starts a task later, before the player
 *   can press anything.
 * - That synchronous flush was also what ran a modal's own hiding of the page around it before the
 *   document watcher of the modal underneath saw the new modal. Without it, the modal below would
 *   make a modal opened over it inert (a register form's service agreement). So that effect
 *   (`useModalOverlay`) runs in the commit, ahead of any watcher, as a layout effect: it only sets
 *   attributes, it measures nothing.
 * The build fails if any of these modules changes shape.
 */
export function reactAriaEffectTiming(): Plugin {
  return {
    name: 'lotus-react-aria-effect-timing',
    transform(code, id) {
      const rewrite = REWRITES.find((candidate) => candidate.module.test(id))
      if (!rewrite) return null
      const next = rewrite.to === 'passive' ? afterPaint(code, rewrite.call) : inCommit(code, rewrite.call)
      if (next === null) this.error(`${id}: react-aria's module changed; review this plugin`)
      return { code: next, map: null }
    },
  }
}
