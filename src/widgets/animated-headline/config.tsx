import type { ComponentConfig, Fields } from '@puckeditor/core'
import { type Align, alignField, yesNoField } from '../fields'
import { AnimatedHeadline } from './AnimatedHeadline'
import {
  DEFAULT_TIMING,
  type HeadlineStyle,
  type HeadlineTag,
  type HeadlineTiming,
  type HighlightShape,
  headlineSettings,
  MAX_TIMING,
  type RotatingAnimation,
} from './logic'

type HeadlineFields = HeadlineTiming & {
  style: HeadlineStyle
  before: string
  highlighted: string
  shape: HighlightShape
  words: string
  animation: RotatingAnimation
  after: string
  level: HeadlineTag
  align: Align
  loop: boolean
}

const milliseconds = (label: string) => ({
  type: 'number' as const,
  label: `${label} (ms)`,
  min: 0,
  max: MAX_TIMING,
  step: 50,
})

const fields: Fields<HeadlineFields> = {
  style: {
    type: 'radio',
    label: 'Kiểu',
    options: [
      { label: 'Tô nổi bật', value: 'highlight' },
      { label: 'Chữ thay phiên', value: 'rotating' },
    ],
  },
  before: { type: 'text', label: 'Chữ phía trước' },
  highlighted: { type: 'text', label: 'Chữ được tô' },
  shape: {
    type: 'select',
    label: 'Hình vẽ',
    options: [
      { label: 'Khoanh tròn', value: 'circle' },
      { label: 'Gạch chân lượn sóng', value: 'curly' },
      { label: 'Gạch chân', value: 'underline' },
      { label: 'Gạch trên và dưới', value: 'double' },
      { label: 'Gạch chân đôi', value: 'double-underline' },
      { label: 'Gạch chân zíc zắc', value: 'underline-zigzag' },
      { label: 'Gạch chéo', value: 'diagonal' },
      { label: 'Gạch ngang', value: 'strikethrough' },
      { label: 'Dấu X', value: 'x' },
    ],
  },
  words: { type: 'textarea', label: 'Các từ thay phiên (mỗi dòng một từ)' },
  animation: {
    type: 'select',
    label: 'Hiệu ứng',
    options: [
      { label: 'Gõ chữ', value: 'typing' },
      { label: 'Cắt lộ', value: 'clip' },
      { label: 'Lật', value: 'flip' },
      { label: 'Xoáy', value: 'swirl' },
      { label: 'Trượt xuống', value: 'slide-down' },
      { label: 'Rơi vào', value: 'drop-in' },
      { label: 'Gợn sóng', value: 'wave' },
      { label: 'Rèm', value: 'blinds' },
    ],
  },
  after: { type: 'text', label: 'Chữ phía sau' },
  level: {
    type: 'select',
    label: 'Cấp',
    options: [
      ...(['h1', 'h2', 'h3', 'h4'] as const).map((level) => ({ label: level.toUpperCase(), value: level })),
      { label: 'Đoạn văn (p)', value: 'p' as const },
    ],
  },
  align: alignField,
  loop: yesNoField('Lặp lại'),
  iterationDelay: milliseconds('Thời gian giữ mỗi từ'),
  lettersDelay: milliseconds('Độ trễ giữa các chữ cái'),
  typingDelay: milliseconds('Thời gian gõ mỗi chữ cái'),
  selectionDuration: milliseconds('Thời gian bôi chọn từ cũ'),
  revealDuration: milliseconds('Thời gian cắt và lộ từ'),
  revealDelay: milliseconds('Thời gian giữ sau khi lộ từ'),
  highlightDuration: milliseconds('Thời gian vẽ hình'),
  highlightDelay: milliseconds('Thời gian giữa hai lần vẽ'),
}

const common: (keyof HeadlineFields)[] = ['style', 'before', 'after', 'level', 'align', 'loop']

/** The fields that matter for the chosen style and animation; the others are hidden. */
function shownFields(props: Partial<HeadlineFields>): (keyof HeadlineFields)[] {
  const settings = headlineSettings(props)
  if (settings.style === 'highlight') return [...common, 'highlighted', 'shape', 'highlightDuration', 'highlightDelay']
  const byAnimation: Partial<Record<RotatingAnimation, (keyof HeadlineFields)[]>> = {
    typing: ['selectionDuration', 'typingDelay'],
    clip: ['revealDuration', 'revealDelay'],
    swirl: ['lettersDelay'],
    wave: ['lettersDelay'],
    blinds: ['lettersDelay'],
  }
  return [...common, 'words', 'animation', 'iterationDelay', ...(byAnimation[settings.animation] ?? [])]
}

/** A headline with a hand-drawn shape over some words, or with a word that changes, animated when scrolled to. */
export const animatedHeadlineConfig: ComponentConfig<HeadlineFields> = {
  label: 'Tiêu đề động',
  fields,
  resolveFields: (data) => {
    const shown = shownFields(data.props)
    return Object.fromEntries(
      Object.entries(fields).filter(([name]) => shown.includes(name as keyof HeadlineFields)),
    ) as Fields<HeadlineFields>
  },
  defaultProps: {
    style: 'highlight',
    before: 'Mẹo dùng điện thoại',
    highlighted: 'ai cũng làm được',
    shape: 'curly',
    words: 'nhanh hơn\nbền pin hơn\nan toàn hơn',
    animation: 'typing',
    after: '',
    level: 'h2',
    align: 'center',
    loop: true,
    ...DEFAULT_TIMING,
  },
  render: ({ puck, ...props }) => <AnimatedHeadline settings={headlineSettings(props)} isEditing={puck.isEditing} />,
}
