/** What a theme widget shows where its data is missing (a post widget on an ordinary page, for example). */
export function ThemePlaceholder({ text }: { text: string }) {
  return <p className="builder-placeholder">{text}</p>
}
