import { FALLBACK_LOCALE, type Locale } from '../domain/reference.ts'

/** Server messages in the languages the seed writes; others fall back to en_US. */
const MESSAGES = {
  success: { vi_VN: 'Thành công', en_US: 'Success', zh_CN: '成功', zh_TW: '成功' },
  unauthorized: {
    vi_VN: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    en_US: 'Your session has expired, please log in again',
    zh_CN: '登录已过期，请重新登录',
    zh_TW: '登入已過期，請重新登入',
  },
  site_not_found: {
    vi_VN: 'Không tìm thấy trang web',
    en_US: 'Site not found',
    zh_CN: '站点不存在',
    zh_TW: '站點不存在',
  },
  not_found: {
    vi_VN: 'Không tìm thấy nội dung',
    en_US: 'Not found',
    zh_CN: '内容不存在',
    zh_TW: '內容不存在',
  },
  currency_not_offered: {
    vi_VN: 'Trang web không hỗ trợ loại tiền này',
    en_US: 'This currency is not offered by the site',
    zh_CN: '站点不支持该币种',
    zh_TW: '站點不支援該幣種',
  },
  frame_not_allowed: {
    vi_VN: 'Không thể nhúng địa chỉ này',
    en_US: 'This address cannot be embedded',
    zh_CN: '该地址无法嵌入',
    zh_TW: '該地址無法嵌入',
  },
  bulletins_hidden: {
    vi_VN: 'Đã ẩn thông báo',
    en_US: 'Bulletins hidden',
    zh_CN: '公告已隐藏',
    zh_TW: '公告已隱藏',
  },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

export type MessageKey = keyof typeof MESSAGES

export function t(key: MessageKey, locale: Locale | undefined): string {
  const texts: Partial<Record<Locale, string>> = MESSAGES[key]
  return (locale && texts[locale]) || texts[FALLBACK_LOCALE] || key
}
