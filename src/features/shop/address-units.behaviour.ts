/**
 * A form's Vietnamese address lists (checkout, account): each district list follows the province chosen, each ward
 * list the district, read from `/dia-gioi/{code}` (kept by the browser: the lists never change). Without JavaScript the
 * form's "Cập nhật địa chỉ" button does the same through the server.
 */
async function fillUnits(select: HTMLSelectElement, parentCode: string) {
  const placeholder = select.options[0]?.outerHTML ?? ''
  select.innerHTML = placeholder
  if (!parentCode) return
  try {
    const units = (await (await fetch(`/dia-gioi/${encodeURIComponent(parentCode)}`)).json()) as { code: string; name: string }[]
    select.append(...units.map((unit) => new Option(unit.name, unit.code)))
  } catch {
    // Offline: the list stays empty, and the server's own check names the field to fill.
  }
}

export default function start(marker: HTMLElement): (() => void) | void {
  const form = marker.closest('form')
  if (!form) return
  const onChange = (event: Event) => {
    const target = event.target
    if (!(target instanceof HTMLSelectElement) || !target.dataset.units) return
    const prefix = target.name.split('_')[0]
    const list = (level: string) => form.querySelector<HTMLSelectElement>(`select[name="${prefix}_${level}"]`)
    if (target.dataset.units === 'province') {
      const ward = list('ward')
      if (ward) ward.innerHTML = ward.options[0]?.outerHTML ?? ''
      const district = list('district')
      if (district) void fillUnits(district, target.value)
    }
    if (target.dataset.units === 'district') {
      const ward = list('ward')
      if (ward) void fillUnits(ward, target.value)
    }
  }
  form.addEventListener('change', onChange)
  return () => form.removeEventListener('change', onChange)
}
