import { useEffect, useState } from 'react'
import {
  addToolbarButton,
  createIcon,
  IconButton,
  type PluginProps,
  useLightboxState,
} from 'yet-another-react-lightbox'
import { lightbox } from '@/i18n/lightbox'
import { slideShareUrl } from './logic'

const LinkIcon = createIcon(
  'CopyLink',
  <path
    d="M10.5 13.5a3.5 3.5 0 005 0l3-3a3.5 3.5 0 00-5-5l-1 1m-1 7a3.5 3.5 0 00-5 0l-3 3a3.5 3.5 0 005 5l1-1"
    transform="translate(1.5 -1.5) scale(.92)"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  />,
)

declare module 'yet-another-react-lightbox' {
  interface Labels {
    /** The copy-link share button's name */
    'Copy link'?: string
  }
}

/** Copies the shown image's address and says so, in a line under the toolbar that screen readers announce. */
function CopyLinkButton() {
  const { currentSlide } = useLightboxState()
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(''), 4000)
    return () => clearTimeout(timer)
  }, [message])
  const url = currentSlide && slideShareUrl(currentSlide)
  const copy = () => {
    if (!url) return
    navigator.clipboard.writeText(url).then(
      () => setMessage(lightbox.linkCopied),
      () => setMessage(lightbox.copyFailed),
    )
  }
  return (
    <>
      <IconButton label="Copy link" icon={LinkIcon} disabled={!url} onClick={copy} />
      <span className="lightbox-status" role="status">
        {message}
      </span>
    </>
  )
}

/**
 * The lightbox's share control where the browser has no system share sheet (the library's Share plugin shows only
 * where `navigator.canShare` exists): copying the image's link, in the same place of the toolbar.
 */
export default function CopyLinkShare({ augment }: PluginProps) {
  augment(({ toolbar, ...rest }) => ({ toolbar: addToolbarButton(toolbar, 'share', <CopyLinkButton />), ...rest }))
}
