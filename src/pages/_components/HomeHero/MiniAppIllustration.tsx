import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Text alternative describing the picture. */
  label: string;
}

/**
 * An original drawing of a shop mini app open inside a chat app: product tiles, a cart bar and an
 * order-confirmation bubble. Colours come from CSS variables so it follows the colour mode.
 */
export default function MiniAppIllustration({ label }: Props): ReactNode {
  return (
    <svg className={styles.illustration} viewBox="0 0 360 420" role="img" aria-label={label}>
      <rect x="70" y="10" width="220" height="400" rx="32" className={styles.phone} />
      <rect x="84" y="44" width="192" height="332" rx="14" className={styles.screen} />
      <rect x="150" y="24" width="60" height="8" rx="4" className={styles.speaker} />
      <rect x="84" y="44" width="192" height="40" rx="14" className={styles.appBar} />
      <circle cx="106" cy="64" r="9" className={styles.appIcon} />
      <rect x="122" y="58" width="80" height="12" rx="6" className={styles.appTitle} />
      <g>
        <rect x="96" y="96" width="80" height="96" rx="10" className={styles.tile} />
        <rect x="104" y="104" width="64" height="48" rx="8" className={styles.tileImageA} />
        <rect x="104" y="160" width="50" height="8" rx="4" className={styles.line} />
        <rect x="104" y="174" width="34" height="8" rx="4" className={styles.price} />
        <rect x="184" y="96" width="80" height="96" rx="10" className={styles.tile} />
        <rect x="192" y="104" width="64" height="48" rx="8" className={styles.tileImageB} />
        <rect x="192" y="160" width="56" height="8" rx="4" className={styles.line} />
        <rect x="192" y="174" width="30" height="8" rx="4" className={styles.price} />
        <rect x="96" y="202" width="80" height="96" rx="10" className={styles.tile} />
        <rect x="104" y="210" width="64" height="48" rx="8" className={styles.tileImageB} />
        <rect x="104" y="266" width="44" height="8" rx="4" className={styles.line} />
        <rect x="104" y="280" width="36" height="8" rx="4" className={styles.price} />
        <rect x="184" y="202" width="80" height="96" rx="10" className={styles.tile} />
        <rect x="192" y="210" width="64" height="48" rx="8" className={styles.tileImageA} />
        <rect x="192" y="266" width="52" height="8" rx="4" className={styles.line} />
        <rect x="192" y="280" width="28" height="8" rx="4" className={styles.price} />
      </g>
      <rect x="96" y="316" width="168" height="44" rx="22" className={styles.cartBar} />
      <circle cx="120" cy="338" r="10" className={styles.cartDot} />
      <rect x="140" y="332" width="70" height="12" rx="6" className={styles.cartText} />
      <g className={styles.bubble}>
        <rect x="214" y="120" width="138" height="64" rx="16" className={styles.bubbleBox} />
        <path d="M232 184 l-6 16 l20 -16 z" className={styles.bubbleBox} />
        <circle cx="238" cy="152" r="11" className={styles.bubbleCheck} />
        <path d="M232 152 l5 5 l9 -10" className={styles.bubbleTick} />
        <rect x="258" y="140" width="78" height="9" rx="4.5" className={styles.bubbleLine} />
        <rect x="258" y="156" width="56" height="9" rx="4.5" className={styles.bubbleLineMuted} />
      </g>
      <g className={styles.giftBadge}>
        <rect x="8" y="250" width="96" height="72" rx="16" className={styles.giftBox} />
        <rect x="24" y="274" width="64" height="36" rx="6" className={styles.giftBody} />
        <rect x="50" y="274" width="12" height="36" className={styles.giftRibbon} />
        <rect x="20" y="266" width="72" height="12" rx="4" className={styles.giftLid} />
      </g>
    </svg>
  );
}
