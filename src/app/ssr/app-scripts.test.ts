import { describe, expect, it } from 'vitest'
import { APP_SCRIPTS_ID, START_AFTER_FIRST_VIEW } from './app-scripts'
import { APP_TAKES_OVER } from './press-before-app'

describe('START_AFTER_FIRST_VIEW', () => {
  it('reads the JSON block the document writes the scripts into', () => {
    expect(START_AFTER_FIRST_VIEW).toContain(`document.getElementById('${APP_SCRIPTS_ID}')`)
  })

  it('answers the app taking over with the event name the app sends', () => {
    expect(START_AFTER_FIRST_VIEW).toContain(`'${APP_TAKES_OVER}'`)
  })

  it('is a script that runs on its own, with nothing a script element could end on', () => {
    expect(START_AFTER_FIRST_VIEW).not.toMatch(/\bimport\b|\bexport\b|<\/script/i)
    expect(() => new Function(START_AFTER_FIRST_VIEW)).not.toThrow()
  })
})
