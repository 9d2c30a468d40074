/** Tag `letters`: the member's letters (list, read, delete) and the sandbox hook that sends one. */
export { lettersHandlers } from './letters.ts'
