import type { Plugin } from 'vite'
import { DOCUMENT_HEAD } from '../src/app/ssr/document-head.ts'

/** Adds the head tags every page carries to index.html, from the list the server render uses too. */
export function documentHead(): Plugin {
  return {
    name: 'lotus-document-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => DOCUMENT_HEAD.map(({ tag, attrs }) => ({ tag, attrs: { ...attrs }, injectTo: 'head' })),
    },
  }
}
