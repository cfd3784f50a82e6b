/** One conversation in Messages (iOS), Google Messages (Android) or Zalo: header, bubbles and the input bar. */
import type { ChatScreen } from '../../screens'
import { num } from '../svg'
import { drawText, fitText, measureText, wrapText } from '../text'
import { bottomBarHeight, drawBottomBar, drawHeader, drawStatusBar, statusBarHeight } from './chrome'
import { drawAvatar, drawBackArrow, drawChevron } from './controls'
import { highlightTint, type DrawnScreen, type Rect, type ScreenCanvas } from './layout'
import { themeOf, type Theme } from './theme'

const textSize = 17
const lineHeight = 22

export function drawChatScreen(screen: ChatScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os, screen.app)
  const { width, height } = canvas
  const header = drawChatHeader(screen, theme, width)
  const colors = bubbleColors(screen, theme)
  const maxText = width * 0.7
  let y = header.bottom + 20
  let svg = ''
  let focus: Rect | null = null
  screen.messages.forEach((message, index) => {
    if (message.time) {
      y += 16
      svg += drawText(message.time, width / 2, y, { size: 13, weight: 500, color: theme.secondary, anchor: 'middle' })
      y += 12
    }
    const lines = wrapText(message.text, maxText, textSize, 400, 12)
    const bubbleWidth = Math.max(...lines.map((line) => measureText(line, textSize))) + 28
    const bubble = {
      x: message.from === 'me' ? width - 14 - bubbleWidth : 14,
      y,
      width: bubbleWidth,
      height: 18 + lines.length * lineHeight,
    }
    const mine = message.from === 'me'
    svg += `<rect x="${num(bubble.x)}" y="${num(bubble.y)}" width="${num(bubble.width)}" height="${num(bubble.height)}" rx="19" fill="${mine ? colors.mine : colors.theirs}"/>`
    if (screen.highlight === index) {
      focus = { x: bubble.x - 6, y: bubble.y - 6, width: bubble.width + 12, height: bubble.height + 12 }
      svg += highlightTint(focus, canvas.mark, 24)
    }
    lines.forEach((line, lineIndex) => {
      svg += drawMessageLine(
        line,
        bubble.x + 14,
        bubble.y + 24 + lineIndex * lineHeight,
        mine ? colors.mineText : colors.theirsText,
        colors.link,
      )
    })
    y += bubble.height + 10
  })
  const focusRect = focus as Rect | null
  return {
    svg:
      `<rect width="${width}" height="${height}" fill="${colors.background}"/>` +
      svg +
      header.svg +
      drawInputBar(screen, theme, width, height) +
      drawStatusBar(theme, width, { light: Boolean(theme.bar) }) +
      drawBottomBar(theme, width, height),
    zoom: focusRect ?? { x: 0, y: statusBarHeight(theme), width, height: header.bottom - statusBarHeight(theme) },
    focus: focusRect,
    tap: null,
  }
}

function bubbleColors(screen: ChatScreen, theme: Theme) {
  if (screen.app === 'zalo')
    return {
      background: '#e2e9f1',
      theirs: '#ffffff',
      theirsText: '#081c36',
      mine: '#dbebff',
      mineText: '#081c36',
      link: '#0068ff',
    }
  if (theme.os === 'ios')
    return {
      background: '#ffffff',
      theirs: '#e9e9eb',
      theirsText: '#000000',
      mine: '#007aff',
      mineText: '#ffffff',
      link: '#0a60d6',
    }
  return {
    background: '#ffffff',
    theirs: '#eef1f6',
    theirsText: '#1f1f1f',
    mine: '#d3e3fd',
    mineText: '#1f1f1f',
    link: '#0b57d0',
  }
}

/** A line of a message; web addresses are underlined in the link colour. */
function drawMessageLine(line: string, x: number, y: number, color: string, link: string): string {
  let cursor = x
  return line
    .split(' ')
    .map((word, index) => {
      const text = index > 0 ? ` ${word}` : word
      const isLink = /^(https?:\/\/|www\.)/.test(word)
      const start = cursor + (index > 0 ? measureText(' ', textSize) : 0)
      const wordWidth = measureText(word, textSize)
      cursor += measureText(text, textSize)
      return (
        drawText(word, start, y, { size: textSize, color: isLink ? link : color }) +
        (isLink
          ? `<rect x="${num(start)}" y="${num(y + 3)}" width="${num(wordWidth)}" height="1.4" fill="${link}"/>`
          : '')
      )
    })
    .join('')
}

/** The conversation's header: the contact under its avatar (iOS) or beside a back arrow (Android, Zalo). */
function drawChatHeader(screen: ChatScreen, theme: Theme, width: number): { svg: string; bottom: number } {
  const top = statusBarHeight(theme)
  if (theme.os === 'ios' && !theme.bar) {
    const bottom = top + 96
    return {
      svg:
        `<rect width="${width}" height="${bottom}" fill="#f6f6f6"/><rect y="${bottom}" width="${width}" height="0.8" fill="${theme.separator}"/>` +
        drawChevron(20, top + 30, theme.accent, 9, -1, 3) +
        drawAvatar(initialsOf(screen.title), width / 2, top + 32, 24) +
        drawText(fitText(screen.title, width - 100, 14, 500), width / 2, top + 80, {
          size: 14,
          weight: 500,
          color: theme.text,
          anchor: 'middle',
        }),
      bottom,
    }
  }
  if (theme.bar) {
    const header = drawHeader(theme, width, { back: '', title: screen.title })
    return header
  }
  const bottom = top + 64
  return {
    svg:
      `<rect width="${width}" height="${bottom}" fill="#ffffff"/>` +
      drawBackArrow(24, top + 32, theme.text) +
      drawAvatar(initialsOf(screen.title), 68, top + 32, 20) +
      drawText(fitText(screen.title, width - 150, 19, 600), 98, top + (screen.subtitle ? 30 : 39), {
        size: 19,
        weight: 600,
        color: theme.text,
      }) +
      (screen.subtitle
        ? drawText(fitText(screen.subtitle, width - 150, 13.5), 98, top + 50, { size: 13.5, color: theme.secondary })
        : ''),
    bottom,
  }
}

function initialsOf(name: string): string {
  const letters = name.replace(/[^\p{L}\p{N}]/gu, '')
  return (letters[0] ?? '?').toUpperCase()
}

function drawInputBar(screen: ChatScreen, theme: Theme, width: number, height: number): string {
  const y = height - bottomBarHeight(theme) - 58
  const placeholder = screen.app === 'zalo' ? 'Tin nhắn' : theme.os === 'ios' ? 'Tin nhắn văn bản' : 'Tin nhắn SMS'
  return (
    `<rect y="${num(y - 8)}" width="${width}" height="${num(height - y + 8)}" fill="#ffffff"/>` +
    `<rect x="14" y="${num(y)}" width="${width - 28}" height="42" rx="21" fill="none" stroke="${theme.separator}" stroke-width="1.5"/>` +
    drawText(placeholder, 32, y + 27, { size: 16, color: theme.secondary })
  )
}
