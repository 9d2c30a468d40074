export {
  bridge,
  createBridge,
  NATIVE_NAMES,
  type Bridge,
  type BridgeMessage,
  type BridgeMessageType,
  type BridgePlatform,
  type BridgeWindow,
  type NativeMessage,
} from './bridge'
