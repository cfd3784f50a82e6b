import type { Behaviour } from '@/lib/behaviour'

/** Share links open in a small 640×480 window; the print button opens the print dialog. */
const start: Behaviour = (marker) => {
  const share = marker.closest<HTMLElement>('[data-share]')
  if (!share) return
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-network]')
    if (!button) return
    const network = button.dataset.network
    if (network === 'print') {
      window.print()
      return
    }
    if (network === 'email' || !(button instanceof HTMLAnchorElement)) return
    const left = Math.max(0, (window.screen.width - 640) / 2)
    const top = Math.max(0, (window.screen.height - 480) / 2)
    const popup = window.open(button.href, 'share', `width=640,height=480,left=${left},top=${top},noopener`)
    if (popup !== null || !button.target) event.preventDefault()
  }
  share.addEventListener('click', onClick)
  return () => share.removeEventListener('click', onClick)
}

export default start
