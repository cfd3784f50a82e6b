/**
 * What each in-body figure of a demo article shows: one phone screen, described as data and drawn by
 * ./illustration/screens. Labels are Vietnamese, as the phone shows them; the item the step taps is `highlight`.
 */
import type { ImageTopic } from './types'

/** The phone system whose look a screen copies: iOS 17/18, or Android 14 as on Samsung One UI 6. */
export type ScreenOs = 'ios' | 'android'

/** A hardware button of the phone, drawn pressed on the frame. */
export type PhoneButton = 'side' | 'volume-up' | 'volume-down'

/** Small line icons used inside menus, camera controls and round buttons. */
export type Glyph =
  | 'mic'
  | 'moon'
  | 'sun'
  | 'copy'
  | 'share'
  | 'hide'
  | 'trash'
  | 'face-id'
  | 'sticker'
  | 'edit'
  | 'split'
  | 'popup'
  | 'info'
  | 'sound'
  | 'text'
  | 'device'
  | 'earbuds'
  | 'play'
  | 'calendar'
  | 'lock'
  | 'wifi'
  | 'signal'
  | 'bluetooth'
  | 'dnd'
  | 'flashlight'
  | 'rotate'
  | 'battery'
  | 'hotspot'
  | 'airplane'

interface ScreenBase {
  os: ScreenOs
  /** The menu path the step follows, shown large beside the phone, e.g. ['Cài đặt', 'Pin', 'Tình trạng pin & sạc']. */
  path?: string[]
  /** Hardware buttons the step presses. */
  press?: PhoneButton[]
}

/** One line of a settings-style list. */
export interface ScreenRow {
  label: string
  /** A smaller second line under the label. */
  detail?: string
  /** A value at the end of the row, e.g. 'Tương thích nhất', '89%'. */
  value?: string
  /** A switch at the end of the row, on or off. */
  toggle?: boolean
  /** An option of a choice: a tick on iOS, a radio button (or a checkbox when the list is `multiple`) on Android. */
  selected?: boolean
  /** A row that does something rather than open a page: in the accent colour, or red when destructive. */
  tone?: 'action' | 'danger'
  /** Information only: no chevron on iOS. */
  info?: true
  /** A setting or app icon: a coloured tile in system settings, a plain glyph with `plainIcons`. */
  icon?: ImageTopic
  /** A person or conversation: a coloured circle with these initials. */
  avatar?: string
  /** Starts a new group under this heading ('' for a group without a heading). */
  section?: string
}

/** A settings page or any list-shaped app page. */
export interface ListScreen extends ScreenBase {
  kind: 'list'
  /** The app's own look instead of the system's: Zalo has a blue header bar. */
  app?: 'zalo'
  /** The previous page: the label of the back button (iOS) or just a back arrow (Android, Zalo). */
  back?: string
  title: string
  /** A text button at the top right, e.g. 'Lưu', 'Sửa'. */
  action?: string
  /** A card under the title: a large figure with a caption, and a usage bar or a bar chart. */
  summary?: { value: string; caption?: string; bar?: number[]; chart?: number[] }
  /** A filled button under the summary, e.g. 'Tối ưu hóa ngay'. */
  button?: string
  rows: ScreenRow[]
  /** Choices allow more than one option: checkboxes instead of radio buttons on Android. */
  multiple?: true
  /** Icons without tiles, as in the Photos and Files apps. */
  plainIcons?: true
  /** A tab bar at the bottom. */
  tabs?: { items: string[]; active: number }
  /** A short message floating at the bottom, e.g. the developer-mode countdown. */
  toast?: string
  /** The row to tap (index in `rows`), or the button. */
  highlight?: number | 'button'
}

export interface MenuItem {
  label: string
  /** Text at the end of the item, or under it in a sheet. */
  value?: string
  icon?: Glyph
  /** A chosen option: ticked. */
  selected?: boolean
  /** A round on/off button in a sheet, e.g. the microphone of screen recording. */
  on?: boolean
  tone?: 'danger'
}

/** A menu, dialog or sheet over a dimmed screen. */
export interface MenuScreen extends ScreenBase {
  kind: 'menu'
  app?: 'zalo'
  /**
   * What the menu covers: a photo being viewed (with its subject), the home screen, the recent apps,
   * a Files folder, a map, a web page, or the app page named `backdrop`.
   */
  over: 'photo' | 'home' | 'recents' | 'files' | 'map' | 'page' | 'app'
  /** The subject of the photo when `over` is 'photo'. */
  photo?: 'landscape' | 'pet' | 'receipt'
  /** The title of the page behind (for 'app', 'files', 'recents'), or the name of the pressed app or file. */
  backdrop?: string
  /**
   * 'context': a floating list next to what was pressed; 'alert': a centred dialog; 'sheet': a panel from
   * the bottom; 'bar': a row of buttons (the edit menu over a selection, the actions after a screenshot,
   * the tabs of the screenshot editor).
   */
  style: 'context' | 'alert' | 'sheet' | 'bar'
  title?: string
  message?: string
  /** A QR code in the dialog. */
  qr?: true
  items: MenuItem[]
  /** A filled button at the bottom of a sheet. */
  button?: string
  /** The red screen-recording mark in the status bar. */
  recording?: true
  /** The item to tap (index in `items`), or the button. */
  highlight?: number | 'button'
}

export interface HomeApp {
  label: string
  icon: ImageTopic
}

/** The home screen, or a folder of apps such as Samsung's Secure Folder. */
export interface HomeScreen extends ScreenBase {
  kind: 'home'
  /** A folder name shown above the apps. */
  title?: string
  /** The apps in the grid; without them, a usual set of apps. */
  apps?: HomeApp[]
  /** A widget above the apps: a title and a few label/value lines, e.g. battery levels. */
  widget?: { title: string; rows: { label: string; value: string; icon: Glyph }[] }
  /** The thumbnail of a screenshot just taken, in the bottom-left corner. */
  thumbnail?: true
  /** The app to tap (index in `apps`). */
  highlight?: number
}

export interface LockCard {
  /** The app that sent it, shown small above the title. */
  app: string
  title: string
  text: string
  button?: string
}

export interface LockScreen extends ScreenBase {
  kind: 'lock'
  time: string
  date: string
  /** Charging state under the clock, e.g. 'Đang sạc không dây nhanh • 62%'. */
  charging?: string
  /** Notifications, or the owner's message on a phone locked from afar. */
  cards?: LockCard[]
  /** The card to tap. */
  highlight?: number
}

export type CameraSubject = 'night' | 'landscape' | 'qr' | 'card'

export interface CameraScreen extends ScreenBase {
  kind: 'camera'
  /** The shooting modes under the viewfinder; `mode` is the active one. */
  modes: string[]
  mode: number
  subject: CameraSubject
  /** Rule-of-thirds grid lines. */
  grid?: true
  /** The night-mode moon button at the top, lit, with this exposure time. */
  night?: string
  /** The yellow link button of a recognised QR code. */
  link?: string
  /** A focus square on the subject, with this label above the viewfinder (e.g. 'KHÓA AE/AF'); '' for none. */
  focus?: string
  /** A message in the middle of the viewfinder, e.g. 'Giữ yên máy'. */
  hint?: string
  /** Yellow brackets around recognised text, and the Live Text button. */
  liveText?: true
  /** What to tap. */
  highlight?: 'night' | 'link' | 'focus' | 'mode' | 'shutter' | 'liveText'
}

export interface ChatMessage {
  from: 'them' | 'me'
  text: string
  time?: string
}

/** One conversation in a messaging app. */
export interface ChatScreen extends ScreenBase {
  kind: 'chat'
  app?: 'zalo'
  /** The other party: a name, a brand name or a number. */
  title: string
  subtitle?: string
  messages: ChatMessage[]
  /** The message to look at (index in `messages`). */
  highlight?: number
}

export interface PanelTile {
  label: string
  detail?: string
  icon: Glyph
  on: boolean
}

/** Android quick settings pulled down from the top. */
export interface PanelScreen extends ScreenBase {
  kind: 'panel'
  time: string
  date: string
  tiles: PanelTile[]
  /** The tile to tap (index in `tiles`). */
  highlight?: number
}

/** An incoming call. */
export interface CallScreen extends ScreenBase {
  kind: 'call'
  caller: string
  /** A line under the caller, e.g. the place the number belongs to. */
  detail?: string
  /** A red warning label, e.g. 'Nghi ngờ lừa đảo'. */
  warning?: string
  highlight?: 'decline' | 'accept'
}

export type SeedScreen =
  ListScreen | MenuScreen | HomeScreen | LockScreen | CameraScreen | ChatScreen | PanelScreen | CallScreen
export type ScreenKind = SeedScreen['kind']
export const screenKinds = [
  'list',
  'menu',
  'home',
  'lock',
  'camera',
  'chat',
  'panel',
  'call',
] as const satisfies readonly ScreenKind[]
