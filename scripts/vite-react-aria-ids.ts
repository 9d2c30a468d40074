import type { Plugin } from 'vite'

const MODULE = /react-aria\/dist\/private\/ssr\/SSRProvider\.m?js$/
const DID_SSR = /let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/

/**
 * react-aria's ids read "was this rendered on the server?" through a `useSyncExternalStore` whose
 * server and browser answers differ, only to choose between two prefixes. Every control with an id (each
 * button) therefore re-renders synchronously right after hydration, in the task that finishes it. With a
 * single React root, React's own `useId` is unique, so the ids always take the server's prefix: the same
 * markup on both sides, and nothing to redo after hydration. The build fails if the module changes shape.
 */
export function reactAriaStableIds(): Plugin {
  return {
    name: 'lotus-react-aria-stable-ids',
    transform(code, id) {
      if (!MODULE.test(id)) return null
      if (!DID_SSR.test(code)) this.error(`${id}: react-aria's SSR-safe id changed; review this plugin`)
      return { code: code.replace(DID_SSR, 'let didSSR = true;'), map: null }
    },
  }
}
