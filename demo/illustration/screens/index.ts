/** Draws a seed screen of any kind on a phone display. */
import type { SeedScreen } from '../../screens'
import { drawCallScreen } from './call'
import { drawCameraScreen } from './camera'
import { drawChatScreen } from './chat'
import { drawHomeScreen } from './home'
import type { DrawnScreen, ScreenCanvas } from './layout'
import { drawListScreen } from './list'
import { drawLockScreen } from './lock'
import { drawMenuScreen } from './menu'
import { drawPanelScreen } from './panel'

export function drawScreen(screen: SeedScreen, canvas: ScreenCanvas): DrawnScreen {
  switch (screen.kind) {
    case 'list':
      return drawListScreen(screen, canvas)
    case 'menu':
      return drawMenuScreen(screen, canvas)
    case 'home':
      return drawHomeScreen(screen, canvas)
    case 'lock':
      return drawLockScreen(screen, canvas)
    case 'camera':
      return drawCameraScreen(screen, canvas)
    case 'chat':
      return drawChatScreen(screen, canvas)
    case 'panel':
      return drawPanelScreen(screen, canvas)
    case 'call':
      return drawCallScreen(screen, canvas)
  }
}
