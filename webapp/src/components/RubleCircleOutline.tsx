// The tariff tab's icon: a rouble sign in a circle, drawn like antd-mobile-icons' *CircleOutline icons (48×48
// view box, 3-unit ring and strokes, 1em square, currentColor), so it sizes and colours with the other tabs.
// antd-mobile-icons has no rouble: its PayCircleOutline is a yen sign.
import type { SVGProps } from 'react';

export function RubleCircleOutline(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      xmlns="http://www.w3.org/2000/svg"
      {...props}
      style={{ verticalAlign: '-0.125em', ...props.style }}
      className={['antd-mobile-icon', props.className].filter(Boolean).join(' ')}
    >
      <g fill="none" stroke="currentColor" strokeWidth={3}>
        <circle cx={24} cy={24} r={20.5} />
        {/* ₽: the stem, the bowl (its lower stroke running left through the stem) and the lower bar. */}
        <path d="M20 35V13h6.5a6 6 0 0 1 0 12H16M16 30h11" />
      </g>
    </svg>
  );
}
