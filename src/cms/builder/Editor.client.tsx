'use client'

import '@puckeditor/core/no-external.css'
import '@/site/styles/site.css'
import '@/shop/views/mini-cart.css'
import '@/widgets/editor-widgets.css'
import '@/features/lightbox/styles.css'
import '@/popups/views/popups.css'
import '@/analytics/views/privacy.css'
import { createUsePuck, type Data, Puck, useGetPuck } from '@puckeditor/core'
import { type MouseEvent, type ReactNode, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import type { ThemeData } from '@/widgets/theme-data'
import { editorConfig } from './editor-config'
import { runCanvasBehaviours } from './canvas-behaviours'
import { builderDictionary } from './dictionary'
import { type SaveMode, saveLayout } from './save'
import { AUTOSAVE_MS, CANVAS_INPUT, LEAVE_WARNING, useUnsavedWork } from './unsaved-work'
import { builderViewports, initialViewport } from './viewports'
import { WidgetItem, WidgetPanel } from './WidgetPanel'

type Props = {
  collection: string
  id: string
  title: string
  data: Data
  /** What theme widgets show in the canvas (site name, menus, a sample post or archive). */
  metadata: ThemeData
  /** The editor's preference: clicking an image in the canvas opens the lightbox. */
  lightbox: boolean
  backHref: string
  viewHref: string | null
}

/**
 * The full-screen drag-and-drop editor of one builder document. Unsaved changes are never lost silently: leaving asks
 * first, and they are saved as a draft every 30 seconds.
 */
export function BuilderEditor({ collection, id, title, data, metadata, lightbox, backHref, viewHref }: Props) {
  const config = useMemo(() => editorConfig({ lightbox }), [lightbox])
  // Opened at the widest preview that stays readable in this window (read once, as Puck reads its `ui`).
  const [initialUi] = useState(() =>
    typeof window === 'undefined'
      ? undefined
      : { viewports: { current: initialViewport(window.innerWidth), options: [], controlsVisible: true } },
  )
  return (
    <div className="builder-editor">
      <Puck
        config={config}
        data={data}
        metadata={metadata}
        headerTitle={`Thiết kế: ${title}`}
        dictionary={builderDictionary}
        viewports={builderViewports}
        ui={initialUi}
        overrides={{
          components: ({ children }) => <WidgetPanel config={config}>{children}</WidgetPanel>,
          drawerItem: WidgetItem,
          iframe: ({ children, document }) => <SiteCanvas document={document}>{children}</SiteCanvas>,
          headerActions: () => <SaveActions collection={collection} id={id} backHref={backHref} viewHref={viewHref} />,
        }}
      />
    </div>
  )
}

/**
 * The canvas document gets the site's body class, so the site stylesheet applies as on the site, and its behaviours.
 * Its key and pointer presses are told to the admin window, which does not see them (unsaved-work.ts).
 */
function SiteCanvas({ document, children }: { document?: Document; children: ReactNode }) {
  useEffect(() => {
    if (!document) return
    document.body.classList.add('site-body')
    const tell = () => window.dispatchEvent(new Event(CANVAS_INPUT))
    document.addEventListener('pointerdown', tell, true)
    document.addEventListener('keydown', tell, true)
    const stopBehaviours = runCanvasBehaviours(document)
    return () => {
      document.removeEventListener('pointerdown', tell, true)
      document.removeEventListener('keydown', tell, true)
      stopBehaviours()
    }
  }, [document])
  return <>{children}</>
}

const usePuckState = createUsePuck()

function SaveActions({
  collection,
  id,
  backHref,
  viewHref,
}: Pick<Props, 'collection' | 'id' | 'backHref' | 'viewHref'>) {
  const getPuck = useGetPuck()
  const { unsaved, markSaved } = useUnsavedWork(usePuckState((state) => state.appState.data))
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const saving = useRef(false)

  async function save(mode: SaveMode, automatic = false) {
    if (saving.current) return
    saving.current = true
    setBusy(true)
    const data = getPuck().appState.data
    const error = await saveLayout(collection, id, data, mode)
    saving.current = false
    setBusy(false)
    if (!error) markSaved(data)
    const time = new Date().toLocaleTimeString('vi-VN', { hour: '2-digit', minute: '2-digit' })
    const done =
      mode === 'publish'
        ? `Đã xuất bản lúc ${time}`
        : automatic
          ? `Đã tự lưu nháp lúc ${time}`
          : `Đã lưu nháp lúc ${time}`
    setStatus(error ? { ok: false, text: error } : { ok: true, text: done })
  }

  // While changes are unsaved, a draft is saved every 30 seconds (the render's latest `save`; it catches its errors).
  const autosave = useEffectEvent(() => void save('draft', true))
  useEffect(() => {
    if (!unsaved) return
    const timer = window.setInterval(() => autosave(), AUTOSAVE_MS)
    return () => window.clearInterval(timer)
  }, [unsaved])

  const leave = (event: MouseEvent) => {
    if (unsaved && !window.confirm(LEAVE_WARNING)) event.preventDefault()
  }

  return (
    <div className="builder-editor__actions">
      <span role="status" className={status?.ok === false ? 'builder-editor__error' : undefined}>
        {status?.text}
      </span>
      {unsaved && <span className="builder-editor__unsaved">Chưa lưu</span>}
      <a href={backHref} onClick={leave}>
        Quay lại
      </a>
      {viewHref && (
        <a href={viewHref} target="_blank" rel="noreferrer">
          Xem trang
        </a>
      )}
      <button type="button" disabled={busy} onClick={() => void save('draft')}>
        Lưu nháp
      </button>
      <button type="button" disabled={busy} onClick={() => void save('publish')} className="builder-editor__publish">
        Xuất bản
      </button>
    </div>
  )
}
