'use client'

import { useSearchParams } from 'next/navigation'

/** Above the submissions list: download what the current filter shows as a CSV file (src/forms/cms/export-csv.ts). */
export function ExportSubmissions() {
  const params = useSearchParams()
  const filter = new URLSearchParams([...params.entries()].filter(([name]) => name.startsWith('where')))
  return (
    <p className="export-submissions">
      <a className="btn btn--style-secondary btn--size-small" href={`/api/form-submissions/export?${filter}`} download>
        Tải về tệp CSV (mở bằng Excel)
      </a>{' '}
      <span>theo bộ lọc đang chọn.</span>
    </p>
  )
}
