import { useEffect } from 'react'
import { css } from 'styled-system/css'

const base = 'system-ui, -apple-system, "Segoe UI", Roboto'
const tail = '"Noto Sans", "Helvetica Neue", Arial, sans-serif'

/**
 * Per-language font stacks on the page root (`<html lang>` is set by the locale guard): each script
 * gets the platform's own UI font first (Windows, Apple, Android), then the Noto font. Han
 * characters need the right regional font (Japanese, Korean, simplified and traditional Chinese),
 * and Burmese needs a taller line.
 */
export const scriptFonts = css({
  '&:lang(ja)': {
    fontFamily: `${base}, "Hiragino Sans", "Yu Gothic UI", Meiryo, "Noto Sans CJK JP", "Noto Sans JP", ${tail}`,
  },
  '&:lang(ko)': {
    fontFamily: `${base}, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", "Noto Sans KR", ${tail}`,
  },
  '&:lang(zh-CN)': {
    fontFamily: `${base}, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", ${tail}`,
  },
  '&:lang(zh-TW)': {
    fontFamily: `${base}, "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Noto Sans TC", ${tail}`,
  },
  '&:lang(th)': {
    fontFamily: `${base}, Thonburi, "Leelawadee UI", "Noto Sans Thai", ${tail}`,
    lineHeight: 1.6,
  },
  '&:lang(my)': {
    fontFamily: `${base}, "Myanmar Sangam MN", "Myanmar Text", "Noto Sans Myanmar", ${tail}`,
    lineHeight: 1.9,
  },
  '&:lang(hi)': {
    fontFamily: `${base}, "Kohinoor Devanagari", "Nirmala UI", "Noto Sans Devanagari", ${tail}`,
    lineHeight: 1.65,
  },
  '&:lang(ta)': {
    fontFamily: `${base}, "Tamil Sangam MN", "Nirmala UI", "Noto Sans Tamil", ${tail}`,
    lineHeight: 1.65,
  },
  '&:lang(bn)': {
    fontFamily: `${base}, "Kohinoor Bangla", "Nirmala UI", "Noto Sans Bengali", ${tail}`,
    lineHeight: 1.65,
  },
})

/**
 * Puts the stacks on `<body>`, so portalled dialogs and popovers get them too. A server-rendered
 * document carries them already (`Document`): touched after hydration, `<body>`'s classes would
 * restyle and lay out the whole page again in the middle of start-up.
 */
export function useScriptFonts() {
  useEffect(() => {
    const classes = scriptFonts.split(/\s+/).filter(Boolean)
    if (classes.every((name) => document.body.classList.contains(name))) return
    document.body.classList.add(...classes)
    return () => document.body.classList.remove(...classes)
  }, [])
}
