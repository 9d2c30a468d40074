export {
  bridge,
  createBridge,
  NATIVE_NAMES,
  type AppInfo,
  type Bridge,
  type BridgeMessage,
  type BridgeMessageType,
  type BridgePlatform,
  type BridgeWindow,
  type NativeMessage,
} from './bridge'
