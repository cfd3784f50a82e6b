'use client'

import { type Config, Drawer } from '@puckeditor/core'
import { Search } from 'lucide-react'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { WIDGET_ICONS } from './widget-icons'
import { matchingWidgets, type PanelWidget } from './widget-search'

/** The panel's widgets in its order: by category, then any outside them. */
export function panelWidgets(config: Config): PanelWidget[] {
  const inCategories = Object.values(config.categories ?? {}).flatMap((category) => category.components ?? [])
  const names = [...new Set([...inCategories, ...Object.keys(config.components)])]
  return names.map((name) => ({ name: String(name), label: config.components[name]?.label ?? String(name) }))
}

/** A widget in the panel: its icon before Puck's own tile (its name and drag handle). */
export function WidgetItem({ name, children }: { name: string; children: ReactNode }) {
  const Icon = WIDGET_ICONS[name]
  return (
    <div className="widget-item">
      {Icon && <Icon aria-hidden size={18} strokeWidth={1.75} className="widget-item__icon" />}
      {children}
    </div>
  )
}

/**
 * The widgets panel with a search box above it, as Elementor's: while something is typed, the widgets it finds
 * (with or without accents, see widget-search.ts) replace the categories, and are dragged from there the same way.
 */
export function WidgetPanel({ config, children }: { config: Config; children: ReactNode }) {
  const [query, setQuery] = useState('')
  const widgets = useMemo(() => panelWidgets(config), [config])
  const found = matchingWidgets(query, widgets)
  const inputId = useId()
  return (
    <div className="widget-panel">
      <div className="widget-panel__search">
        <Search aria-hidden size={16} />
        <label htmlFor={inputId} className="widget-panel__label">
          Tìm widget
        </label>
        <input
          id={inputId}
          type="search"
          placeholder="Tìm widget…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {!query.trim() ? (
        children
      ) : found.length ? (
        <Drawer>
          {found.map((widget) => (
            <Drawer.Item key={widget.name} name={widget.name} label={widget.label}>
              {WidgetItem}
            </Drawer.Item>
          ))}
        </Drawer>
      ) : (
        <p className="widget-panel__none" role="status">
          Không có widget nào khớp “{query.trim()}”.
        </p>
      )}
    </div>
  )
}
