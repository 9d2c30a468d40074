import { GAME_TYPES } from '../domain/reference.ts'
import { GAME_TYPE_PATHS } from './artwork.ts'

/** The sandbox's own Iconify collection `lotus` (24×24, stroke icons): game types and navigation. */
export const ICON_PREFIX = 'lotus'

const stroke = (paths: string) =>
  `<g fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`

const UI_ICONS: Record<string, string> = {
  home: '<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>',
  gift: '<rect x="3" y="8" width="18" height="13" rx="1"/><path d="M12 8v13M3 12h18"/><path d="M12 8c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1"/>',
  wallet: '<rect x="3" y="6" width="18" height="14" rx="2"/><path d="M16 13h2"/><path d="M3 10h18"/>',
  deposit: '<path d="M12 3v12"/><path d="M7 10l5 5 5-5"/><path d="M4 19h16"/>',
  withdrawal: '<path d="M12 15V3"/><path d="M7 8l5-5 5 5"/><path d="M4 19h16"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  bell: '<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 20a2 2 0 0 0 4 0"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-7 8-7s8 3 8 7"/>',
  headset:
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="14" width="4" height="6" rx="1"/><rect x="17" y="14" width="4" height="6" rx="1"/>',
  download: '<path d="M12 4v11"/><path d="M7 10l5 5 5-5"/><rect x="4" y="17" width="16" height="3" rx="1"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M16 16l5 5"/>',
}

const ICONS: ReadonlyMap<string, string> = new Map([
  ...GAME_TYPES.flatMap((type): [string, string][] => {
    const paths = GAME_TYPE_PATHS[type.id]
    return paths ? [[type.code.replace('_', '-'), stroke(paths)]] : []
  }),
  ...Object.entries(UI_ICONS).map(([name, paths]): [string, string] => [name, stroke(paths)]),
])

export function iconBody(name: string): string | undefined {
  return ICONS.get(name)
}
