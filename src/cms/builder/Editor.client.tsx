'use client'

import '@puckeditor/core/no-external.css'
import '@/site/styles/fonts.css'
import '@/site/styles/site.css'
import '@/widgets/widgets.css'
import '@/features/lightbox/styles.css'
import { type Data, Puck, useGetPuck } from '@puckeditor/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { ThemeData } from '@/widgets/theme-data'
import { editorConfig } from './editor-config'
import { runCanvasBehaviours } from './canvas-behaviours'
import { builderDictionary } from './dictionary'
import { type SaveMode, saveLayout } from './save'
import { builderViewports } from './viewports'

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

/** The full-screen drag-and-drop editor of one builder document. */
export function BuilderEditor({ collection, id, title, data, metadata, lightbox, backHref, viewHref }: Props) {
  const config = useMemo(() => editorConfig({ lightbox }), [lightbox])
  return (
    <div className="builder-editor">
      <Puck
        config={config}
        data={data}
        metadata={metadata as unknown as Record<string, unknown>}
        headerTitle={`Thiết kế: ${title}`}
        dictionary={builderDictionary}
        viewports={builderViewports}
        overrides={{
          iframe: ({ children, document }) => <SiteCanvas document={document}>{children}</SiteCanvas>,
          headerActions: () => <SaveActions collection={collection} id={id} backHref={backHref} viewHref={viewHref} />,
        }}
      />
    </div>
  )
}

/** The canvas document gets the site's body class, so the site stylesheet applies as on the site, and its behaviours. */
function SiteCanvas({ document, children }: { document?: Document; children: ReactNode }) {
  useEffect(() => {
    if (!document) return
    document.body.classList.add('site-body')
    return runCanvasBehaviours(document)
  }, [document])
  return <>{children}</>
}

function SaveActions({ collection, id, backHref, viewHref }: Pick<Props, 'collection' | 'id' | 'backHref' | 'viewHref'>) {
  const getPuck = useGetPuck()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)

  async function save(mode: SaveMode) {
    setBusy(true)
    const error = await saveLayout(collection, id, getPuck().appState.data, mode)
    setBusy(false)
    const time = new Date().toLocaleTimeString('vi-VN', { hour: '2-digit', minute: '2-digit' })
    setStatus(error ? { ok: false, text: error } : { ok: true, text: mode === 'draft' ? `Đã lưu nháp lúc ${time}` : `Đã xuất bản lúc ${time}` })
  }

  return (
    <div className="builder-editor__actions">
      <span role="status" className={status?.ok === false ? 'builder-editor__error' : undefined}>
        {status?.text}
      </span>
      <a href={backHref}>Quay lại</a>
      {viewHref && (
        <a href={viewHref} target="_blank" rel="noreferrer">
          Xem trang
        </a>
      )}
      <button type="button" disabled={busy} onClick={() => save('draft')}>
        Lưu nháp
      </button>
      <button type="button" disabled={busy} onClick={() => save('publish')} className="builder-editor__publish">
        Xuất bản
      </button>
    </div>
  )
}
