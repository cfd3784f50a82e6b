'use client'

import type { Chart } from 'chart.js'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { formatAmount } from '@/lib/vi'

export interface ChartPoint {
  label: string
  visitors: number
  visits: number
  pageViews: number
}

const SERIES = [
  { key: 'visitors', label: words.headline.visitors, colour: '--color-blue-500', dash: [], point: 'circle' },
  { key: 'visits', label: words.headline.visits, colour: '--color-success-500', dash: [6, 4], point: 'rect' },
  { key: 'pageViews', label: words.headline.pageViews, colour: '--color-warning-500', dash: [2, 3], point: 'triangle' },
] as const

const pointText = (point: ChartPoint) =>
  words.trend.point(
    point.label,
    formatAmount(point.visitors),
    formatAmount(point.visits),
    formatAmount(point.pageViews),
  )

/**
 * The trend as a line chart (chart.js, fetched by this page of the admin only): the series differ by dash and point
 * shape as well as colour. Keyboard: the chart is a slider over its points; the arrow keys, Home and End walk them,
 * each shown in the tooltip and read out; the same numbers are in the table below it.
 */
export function TrendChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<Chart<'line'> | null>(null)
  // The point shown: the latest until the keyboard moves.
  const [at, setAt] = useState(Math.max(0, points.length - 1))
  const hint = useId()

  useEffect(() => {
    let gone = false
    // chart.js is fetched when a chart is drawn: the admin's other screens never load it.
    void import('chart.js').then((charts) => {
      if (gone || !canvas.current) return
      const { CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend } = charts
      charts.Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend)
      const styles = getComputedStyle(document.documentElement)
      const colour = (name: string) => styles.getPropertyValue(name).trim() || '#555'
      const text = colour('--theme-elevation-800')
      const grid = colour('--theme-elevation-100')
      chart.current = new charts.Chart(canvas.current, {
        type: 'line',
        data: {
          labels: points.map((point) => point.label),
          datasets: SERIES.map((series) => ({
            label: series.label,
            data: points.map((point) => point[series.key]),
            borderColor: colour(series.colour),
            backgroundColor: colour(series.colour),
            borderDash: [...series.dash],
            pointStyle: series.point,
            pointRadius: points.length > 40 ? 0 : 3,
            pointHoverRadius: 6,
            borderWidth: 2,
            cubicInterpolationMode: 'monotone',
          })),
        },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { ticks: { color: text, autoSkip: true, maxRotation: 0 }, grid: { color: grid } },
            y: {
              beginAtZero: true,
              ticks: { color: text, precision: 0, callback: (value) => formatAmount(Number(value)) },
              grid: { color: grid },
            },
          },
          plugins: {
            legend: { labels: { color: text, usePointStyle: true, boxHeight: 8 } },
            tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatAmount(Number(item.raw))}` } },
          },
        },
      })
    })
    return () => {
      gone = true
      chart.current?.destroy()
      chart.current = null
    }
  }, [points])

  const show = (index: number) => {
    const current = chart.current
    if (!current) return
    const elements = SERIES.map((_, datasetIndex) => ({ datasetIndex, index }))
    const { x, y } = current.getDatasetMeta(0).data[index].getProps(['x', 'y'], true)
    current.setActiveElements(elements)
    current.tooltip?.setActiveElements(elements, { x, y })
    current.update()
    setAt(index)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const last = points.length - 1
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(last, at + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(0, at - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null || last < 0) return
    event.preventDefault()
    show(next)
  }

  // A slider over the chart's points: the arrow keys move it, and a screen reader reads each point's numbers.
  return (
    <div
      className="analytics-chart"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-describedby={hint}
      aria-valuemin={0}
      aria-valuemax={Math.max(0, points.length - 1)}
      aria-valuenow={at}
      aria-valuetext={points.length > 0 ? pointText(points[at]) : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="analytics-chart__canvas">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <p id={hint} className="analytics-chart__hint">
        {words.trend.keyboardHint}
      </p>
    </div>
  )
}
