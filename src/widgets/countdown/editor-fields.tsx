import { intervalFromParts, intervalParts, secondsFromVietnamInput, vietnamInputValue } from './logic'

/** A Puck custom field (editor only): the end date and time, picked in Vietnam's time, kept as unix seconds. */
export function DueDateField({
  id,
  value,
  onChange,
}: {
  id: string
  value: unknown
  onChange: (value: number | null) => void
}) {
  return (
    <label className="builder-countdown-field" htmlFor={id}>
      <span>Ngày giờ kết thúc (giờ Việt Nam)</span>
      <input
        id={id}
        type="datetime-local"
        value={vietnamInputValue(value)}
        onChange={(event) => onChange(secondsFromVietnamInput(event.target.value))}
      />
    </label>
  )
}

/** A Puck custom field (editor only): the evergreen interval as hours and minutes, kept in seconds. */
export function IntervalField({ value, onChange }: { value: unknown; onChange: (value: number) => void }) {
  const { hours, minutes } = intervalParts(value)
  return (
    <fieldset className="builder-countdown-field builder-countdown-field--interval">
      <legend>Thời gian đếm cho mỗi người xem</legend>
      <label>
        <input
          type="number"
          min={0}
          max={8760}
          value={hours}
          onChange={(event) => onChange(intervalFromParts(event.target.value, minutes))}
        />{' '}
        giờ
      </label>
      <label>
        <input
          type="number"
          min={0}
          max={59}
          value={minutes}
          onChange={(event) => onChange(intervalFromParts(hours, event.target.value))}
        />{' '}
        phút
      </label>
    </fieldset>
  )
}
