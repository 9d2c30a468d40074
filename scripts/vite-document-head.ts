import type { Plugin } from 'vite'
import { DOCUMENT_HEAD, PRESSABLE_STYLE } from '../src/app/ssr/document-head.ts'

/** Adds the head tags every page carries to index.html, from the list the server render uses too. */
export function documentHead(): Plugin {
  return {
    name: 'lotus-document-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        ...DOCUMENT_HEAD.map(({ tag, attrs }) => ({ tag, attrs: { ...attrs }, injectTo: 'head' as const })),
        {
          tag: 'style',
          attrs: { id: PRESSABLE_STYLE.id },
          children: PRESSABLE_STYLE.css,
          injectTo: 'head' as const,
        },
      ],
    },
  }
}
