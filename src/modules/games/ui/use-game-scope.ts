import { useUnit } from 'effector-react'
import { supportDeviceOf } from '@/platform/device'
import type { Currency, SupportDevice } from '../api'
import { $deviceType, $playerCurrency, $playerLoggedIn } from '../model'
import { gameDeviceOf } from '../session-rules'

/** The scope every game list is asked for: currency, device and who asks (favourites are personal). */
export function useGameScope() {
  const [currency, deviceType, loggedIn] = useUnit([$playerCurrency, $deviceType, $playerLoggedIn])
  const resolved: Currency = currency ?? 'VND'
  const supportDevice = supportDeviceOf(deviceType) as SupportDevice
  return {
    currency: resolved,
    supportDevice,
    device: gameDeviceOf(deviceType),
    deviceType,
    loggedIn,
    member: loggedIn ? resolved : null,
  }
}
