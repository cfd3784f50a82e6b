import type { Behaviour } from '@/lib/behaviour'

/**
 * Share links open in a small 640×480 window (app links, like Messenger's, open as they are); print opens the print
 * dialog; copy puts the address on the clipboard and says so (the messages come with the markup, so the module carries
 * no dictionary); where the browser has the Web Share API a button opens the system's share sheet.
 */
const start: Behaviour = (marker) => {
  const share = marker.closest<HTMLElement>('[data-share]')
  if (!share) return
  const {
    shareUrl: url = location.href,
    shareTitle: title = document.title,
    shareText: text = '',
    shareCopied: copied = '',
    shareCopyFailed: copyFailed = '',
  } = share.dataset
  const status = share.querySelector<HTMLElement>('[data-share-status]')
  const copy = share.querySelector<HTMLElement>('[data-network="copy"]')
  const native = share.querySelector<HTMLElement>('[data-share-native]')
  if (copy && navigator.clipboard) copy.closest('li')?.removeAttribute('hidden')
  if (native && typeof navigator.share === 'function') native.hidden = false

  const say = (message: string) => {
    if (status) status.textContent = message
    if (copy) copy.title = message
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element
    if (target.closest('[data-share-native]')) {
      navigator.share({ url, title, text }).catch(() => {})
      return
    }
    const button = target.closest<HTMLElement>('[data-network]')
    if (!button) return
    const network = button.dataset.network
    if (network === 'print') return window.print()
    if (network === 'copy') {
      navigator.clipboard.writeText(url).then(
        () => say(copied),
        () => say(copyFailed),
      )
      return
    }
    if (!(button instanceof HTMLAnchorElement) || !button.target || !/^https?:/.test(button.href)) return
    const left = Math.max(0, (window.screen.width - 640) / 2)
    const top = Math.max(0, (window.screen.height - 480) / 2)
    // Not "noopener": with it window.open answers null, and the link would open a second time in a tab.
    const popup = window.open(button.href, 'share', `width=640,height=480,left=${left},top=${top}`)
    if (!popup) return
    popup.opener = null
    event.preventDefault()
  }
  share.addEventListener('click', onClick)
  return () => share.removeEventListener('click', onClick)
}

export default start
