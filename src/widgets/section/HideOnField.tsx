import { SECTION_DEVICES, type SectionDevice } from './logic'

const deviceLabels: Record<SectionDevice, string> = { mobile: 'Điện thoại', tablet: 'Máy tính bảng', desktop: 'Máy tính' }

/** The section's "Ẩn trên" choices (editor only): a checkbox per device mode. */
export function HideOnField({ value, onChange }: { value: unknown; onChange: (value: string[]) => void }) {
  const chosen = Array.isArray(value) ? (value as string[]) : []
  return (
    <fieldset className="builder-hide-on">
      <legend>Ẩn khu vực trên</legend>
      {SECTION_DEVICES.map((device) => (
        <label key={device}>
          <input
            type="checkbox"
            checked={chosen.includes(device)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, device] : chosen.filter((item) => item !== device))}
          />{' '}
          {deviceLabels[device]}
        </label>
      ))}
    </fieldset>
  )
}
