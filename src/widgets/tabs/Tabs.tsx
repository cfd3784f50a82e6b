import type { SlotComponent } from '@puckeditor/core'
import { BehaviourMarker } from '@/lib/behaviour'

export type Tab = { title: string; content: SlotComponent }

/**
 * Tabs: the first is selected in the server's markup, the others' panels hidden; the island adds clicks and
 * the keyboard (arrows, Home, End). In the editor every panel is shown under its title, so blocks can be dropped in.
 */
export function Tabs({ id, label, tabs, isEditing }: { id: string; label: string; tabs: Tab[]; isEditing: boolean }) {
  return (
    <div className="builder-tabs" data-tabs data-editing={isEditing || undefined}>
      <div role="tablist" aria-label={label || undefined} className="builder-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            className="builder-tabs__tab"
            data-tab
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const Content = tab.content
        return (
          <div
            key={index}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={!isEditing && index !== 0}
            tabIndex={0}
            className="builder-tabs__panel"
            data-tab-panel
            data-title={tab.title}
          >
            <Content minEmptyHeight={60} />
          </div>
        )
      })}
      {!isEditing && <BehaviourMarker name="tabs" />}
    </div>
  )
}
