/** Member letters: the inbox of the member centre, the header's letters button and their refresh. */
export { lettersApi, LETTERS_PAGE_SIZE, type Letter, type LetterCounts, type LetterList } from './api'
export { lettersQueries } from './queries'
export { $letterCenterOpen, letterCenterClosed, letterCenterOpened, lettersChanged } from './model'
export { LetterCenter } from './ui/letter-centre'
export { LettersButton } from './ui/letters-button'
