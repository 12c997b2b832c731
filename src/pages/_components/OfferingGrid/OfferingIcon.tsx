import type { ReactNode, SVGProps } from 'react';
import type { Offering } from '@site/src/data/landing';
import styles from './styles.module.css';

/**
 * One icon drawn the same way as all the others: an optional frame behind, the strokes, an
 * optional dot on top (that order is the painting order).
 */
interface IconShapes {
  frame?: SVGProps<SVGRectElement>;
  strokes: readonly string[];
  dot?: SVGProps<SVGCircleElement>;
}

/** Small original line icons, one per offering; decorative (the card title says what it is). */
const icons: Record<Offering['icon'], IconShapes> = {
  miniapp: {
    frame: { x: 7, y: 2.5, width: 10, height: 19, rx: 2.5 },
    strokes: ['M10 18.5h4', 'M9.5 7h5M9.5 10.5h5M9.5 14h3'],
  },
  dashboard: {
    frame: { x: 3, y: 4, width: 18, height: 16, rx: 2.5 },
    strokes: ['M3 9h18M8 9v11', 'M11.5 13h6M11.5 16.5h4'],
  },
  api: { strokes: ['M8.5 7 4 12l4.5 5M15.5 7 20 12l-4.5 5', 'M13.5 5 10.5 19'] },
  message: { strokes: ['M4 5.5h16v10H10l-4.5 4v-4H4z', 'M8 9.5h8M8 12.5h5'] },
  gift: {
    frame: { x: 4, y: 9, width: 16, height: 11, rx: 1.5 },
    strokes: [
      'M3 6.5h18V9H3zM12 6.5V20',
      'M12 6.5C10.5 3 7 3.5 7.5 5.5S12 6.5 12 6.5ZM12 6.5c1.5-3.5 5-3 4.5-1S12 6.5 12 6.5Z',
    ],
  },
  launch: {
    strokes: [
      'M14.5 4.5c3-1 5-.5 5-.5s.5 2-.5 5l-6 6-4.5-4.5z',
      'M8.5 10.5 5 11l-1.5 2.5 4 .5M13.5 15.5 13 19l-2.5 1.5-.5-4',
    ],
    dot: { cx: 15.5, cy: 8.5, r: 1.5 },
  },
};

export default function OfferingIcon({ icon }: { icon: Offering['icon'] }): ReactNode {
  const { frame, strokes, dot } = icons[icon];
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {frame && <rect {...frame} />}
      {strokes.map((d) => (
        <path key={d} d={d} />
      ))}
      {dot && <circle {...dot} />}
    </svg>
  );
}
