export { NamedIcon } from './named-icon'
