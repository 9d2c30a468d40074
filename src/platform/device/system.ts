/** The operating system a login comes from (spec §3 login device info: system, system_version, system_group). */
export type SystemInfo = {
  /** ios, android, windows, macos, linux or other */
  system_group: string
  /** the system's name as players know it */
  system: string
  /** dotted version, empty when the user agent does not tell */
  system_version: string
}

const RULES: { group: string; name: string; pattern: RegExp }[] = [
  { group: 'ios', name: 'iOS', pattern: /(?:iPhone|iPad|iPod)[^)]*?OS (\d+(?:[._]\d+)*)/ },
  { group: 'android', name: 'Android', pattern: /Android (\d+(?:\.\d+)*)/ },
  { group: 'windows', name: 'Windows', pattern: /Windows NT (\d+(?:\.\d+)*)/ },
  { group: 'macos', name: 'macOS', pattern: /Mac OS X (\d+(?:[._]\d+)*)/ },
  { group: 'linux', name: 'Linux', pattern: /Linux()/ },
]

export function systemOf(userAgent: string): SystemInfo {
  for (const rule of RULES) {
    const match = rule.pattern.exec(userAgent)
    if (match) {
      return {
        system_group: rule.group,
        system: rule.name,
        system_version: (match[1] ?? '').replaceAll('_', '.').slice(0, 64),
      }
    }
  }
  return { system_group: 'other', system: 'other', system_version: '' }
}
