export { isInteger, isIp, isNumeric, isUrl, type TextCheck } from './checks'
