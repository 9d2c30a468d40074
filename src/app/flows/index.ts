/**
 * Cross-module reactions, one file per story. Importing this file registers them all in the app's
 * effector graph; they run in the scope forked at boot.
 */
import './platform'
import './session'
import './game-session'
import './content'
import './realtime'
import './wallet'
import './engagement'
import './protection'
import './overlays'
