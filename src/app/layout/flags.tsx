import type { ReactNode } from 'react'
import type { Locale } from '@/platform/i18n'

/**
 * Small SVG flags for the flag variant of the language selector. Emoji flags are not used: Windows
 * and many Linux systems have no glyphs for them.
 */
const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2
    const radius = i % 2 === 0 ? r : r * 0.4
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`
  })
  return <polygon points={points.join(' ')} fill={fill} />
}

const FLAGS: Record<Locale, ReactNode> = {
  vi_VN: (
    <>
      <rect width="30" height="20" fill="#da251d" />
      {star(15, 10.5, 6, '#ff0')}
    </>
  ),
  zh_CN: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      {star(6, 6, 3.6, '#ffde00')}
      {star(11, 2.5, 1.1, '#ffde00')}
      {star(13, 5, 1.1, '#ffde00')}
      {star(13, 8.5, 1.1, '#ffde00')}
      {star(11, 11, 1.1, '#ffde00')}
    </>
  ),
  zh_TW: (
    <>
      <rect width="30" height="20" fill="#fe0000" />
      <rect width="15" height="10" fill="#000095" />
      <circle cx="7.5" cy="5" r="2.6" fill="#fff" />
    </>
  ),
  en_US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  ),
  ko_KR: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a" />
      <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0" />
      <g stroke="#000" strokeWidth="1">
        <path d="M4 4l3 -2M4.5 5l3-2M5 6l3-2M22 16l3-2M22.5 17l3-2M23 18l3-2M4 16l3 2M22 4l3 2" />
      </g>
    </>
  ),
  ja_JP: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  th_TH: (
    <>
      <rect width="30" height="20" fill="#a51931" />
      <rect y="3.33" width="30" height="13.33" fill="#f4f5f8" />
      <rect y="6.67" width="30" height="6.67" fill="#2d2a4a" />
    </>
  ),
  hi_IN: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#f93" />
      <rect y="13.33" width="30" height="6.67" fill="#128807" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#008" strokeWidth="0.8" />
    </>
  ),
  ta_IN: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#f93" />
      <rect y="13.33" width="30" height="6.67" fill="#128807" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#008" strokeWidth="0.8" />
    </>
  ),
  my_MM: (
    <>
      <rect width="30" height="20" fill="#fecb00" />
      <rect y="6.67" width="30" height="6.67" fill="#34b233" />
      <rect y="13.33" width="30" height="6.67" fill="#ea2839" />
      {star(15, 11, 7, '#fff')}
    </>
  ),
  bn_BD: (
    <>
      <rect width="30" height="20" fill="#006a4e" />
      <circle cx="13.5" cy="10" r="5.5" fill="#f42a41" />
    </>
  ),
}

export function Flag({ locale, size = 20 }: { locale: Locale; size?: number }) {
  return (
    <svg
      width={size}
      height={(size * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      style={{ borderRadius: 2, flexShrink: 0 }}
    >
      {FLAGS[locale]}
    </svg>
  )
}
