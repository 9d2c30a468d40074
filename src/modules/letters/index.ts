/** Member letters: the inbox of the member centre, the header's letters button and their refresh. */

export { lettersChanged } from './model'
export { prefetchLetters } from './prefetch'
export { LetterCenter } from './ui/letter-centre'
export { LettersButton } from './ui/letters-button'
