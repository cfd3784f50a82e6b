'use client'

import type {
  ClientFeature,
  FeatureProviderClient,
  PluginComponent,
  PluginComponentWithAnchor,
  SlashMenuGroup,
} from '@payloadcms/richtext-lexical'
import { createClientFeature, useEditorConfigContext } from '@payloadcms/richtext-lexical/client'
import {
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_HIGH,
  KEY_SPACE_COMMAND,
} from '@payloadcms/richtext-lexical/lexical'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { useEffect } from 'react'
import { rankSlashMenu, spaceContinuesSlashQuery, vietnameseButtonName, withVietnameseKeywords } from './logic'

type AnyClientFeature = ClientFeature<unknown>

/** The feature with its "/" menu items' Vietnamese keywords (a copy; features without a "/" menu as they are). */
function withKeywords<Feature extends AnyClientFeature>(feature: Feature): Feature {
  const slashMenu = feature.slashMenu
  if (!slashMenu?.groups) return feature
  return { ...feature, slashMenu: { ...slashMenu, groups: withVietnameseKeywords(slashMenu.groups) } }
}

/** Names the editor's buttons that the library names in English, in this editor and whatever it adds later. */
const ButtonNamesPlugin: PluginComponentWithAnchor = ({ anchorElem }) => {
  useEffect(() => {
    // The drag handle, "+" button, toolbar and link editor are drawn in `anchorElem`; "insert paragraph" next to it.
    const container = anchorElem.closest('.editor-container') ?? anchorElem
    const rename = (node: Node) => {
      if (!(node instanceof Element)) return
      for (const element of [node, ...node.querySelectorAll('[aria-label]')]) {
        const name = vietnameseButtonName(element.getAttribute('aria-label'))
        if (name) element.setAttribute('aria-label', name)
      }
    }
    rename(container)
    // React sets these names once, when it adds the button, and never again: renaming each added node is enough.
    const observer = new MutationObserver((mutations) =>
      mutations.forEach((mutation) => mutation.addedNodes.forEach(rename)),
    )
    observer.observe(container, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [anchorElem])
  return null
}

/** What was typed after a "/" that opens the "/" menu, up to the caret, or null when the caret is not in one. */
function slashQueryAtCaret(): string | null {
  const selection = $getSelection()
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null
  const node = selection.anchor.getNode()
  if (!$isTextNode(node)) return null
  return /(?:^|\s)\/([^\s/]*)$/.exec(node.getTextContent().slice(0, selection.anchor.offset))?.[1] ?? null
}

/** A space between the words of a block's name after "/" keeps the "/" menu open (logic.ts, spaceContinuesSlashQuery). */
const SlashMenuSpacePlugin: PluginComponent = () => {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      editor.registerCommand(
        KEY_SPACE_COMMAND,
        (event: KeyboardEvent) => {
          const query = editor.getEditorState().read(slashQueryAtCaret)
          if (query === null || !spaceContinuesSlashQuery(query)) return false
          event.preventDefault()
          return true
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  )
  return null
}

/** The "/" menu's groups as the editor's config made them, by the config's `slashMenu` (editors may share one). */
const configuredGroups = new WeakMap<object, SlashMenuGroup[]>()

/**
 * Orders the "/" menu for what is typed after "/", best match first (logic.ts, rankSlashMenu): the menu filters the
 * groups it reads at its next render, which comes after the editor's update listeners have run.
 */
const SlashMenuOrderPlugin: PluginComponent = () => {
  const [editor] = useLexicalComposerContext()
  const { editorConfig } = useEditorConfigContext()
  useEffect(() => {
    const slashMenu = editorConfig.features.slashMenu
    const groups = configuredGroups.get(slashMenu) ?? slashMenu.groups
    configuredGroups.set(slashMenu, groups)
    return editor.registerUpdateListener(({ editorState }) => {
      const query = editorState.read(slashQueryAtCaret)
      slashMenu.groups = query === null ? groups : rankSlashMenu(groups, query)
    })
  }, [editor, editorConfig])
  return null
}

/**
 * Vietnamese for the post editor: "/" menu items found by their Vietnamese names and words, with or without accents,
 * best match first (logic.ts), and Vietnamese names for the buttons the library names in English. The names of blocks come from the
 * translations (see vietnameseEditor).
 */
export const VietnameseFeatureClient = createClientFeature(({ featureProviderMap, props, resolvedFeatures }) => {
  // The library loads features one by one in an order of its own: those loaded already get their keywords now, the
  // others as they load.
  for (const [key, provider] of featureProviderMap as Map<string, FeatureProviderClient<unknown, unknown>>) {
    if (key === props.featureKey) continue
    const loaded = resolvedFeatures.get(key)
    if (loaded) {
      resolvedFeatures.set(key, withKeywords(loaded))
    } else {
      const load = provider.feature
      provider.feature = typeof load === 'function' ? (args) => withKeywords(load(args)) : withKeywords(load)
    }
  }
  return {
    plugins: [
      { Component: ButtonNamesPlugin, position: 'floatingAnchorElem' },
      { Component: SlashMenuSpacePlugin, position: 'normal' },
      { Component: SlashMenuOrderPlugin, position: 'normal' },
    ],
  }
})
