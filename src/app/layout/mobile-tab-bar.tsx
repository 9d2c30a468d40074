import { MobileFooterBar } from '@/modules/content'

/** The mobile footer bar; its items come from the backend's mobile footer. */
export function MobileTabBar() {
  return <MobileFooterBar />
}
