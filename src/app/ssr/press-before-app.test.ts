import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_TAKES_OVER, takePressBeforeApp } from './press-before-app'

/** Stands in for the inline script's side: it answers the hand-over with the control pressed before. */
function pressedOnServerPage(control: Element | null) {
  const answer = (event: Event) => {
    if (event instanceof CustomEvent) event.detail.pressed = control
  }
  document.addEventListener(APP_TAKES_OVER, answer, { once: true })
}

function button() {
  const element = document.body.appendChild(document.createElement('button'))
  const onClick = vi.fn()
  element.addEventListener('click', onClick)
  return { element, onClick }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('a press before the app took the page over', () => {
  it('is pressed again once, when the page answers', () => {
    const login = button()
    pressedOnServerPage(login.element)
    const pressAgain = takePressBeforeApp()
    expect(login.onClick).not.toHaveBeenCalled()
    pressAgain()
    pressAgain()
    expect(login.onClick).toHaveBeenCalledTimes(1)
  })

  it('is dropped when the player pressed or typed after the hand-over', () => {
    for (const input of [new PointerEvent('pointerdown'), new KeyboardEvent('keydown', { key: 'Enter' })]) {
      const menu = button()
      pressedOnServerPage(menu.element)
      const pressAgain = takePressBeforeApp()
      document.body.dispatchEvent(input)
      pressAgain()
      expect(menu.onClick).not.toHaveBeenCalled()
    }
  })

  it('is dropped when hydration replaced the control, and is nothing when there was no press', () => {
    const register = button()
    pressedOnServerPage(register.element)
    const pressAgain = takePressBeforeApp()
    register.element.remove()
    pressAgain()
    expect(register.onClick).not.toHaveBeenCalled()
    expect(() => takePressBeforeApp()()).not.toThrow()
  })
})
