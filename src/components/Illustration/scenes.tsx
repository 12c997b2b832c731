/**
 * Original drawings of the two products a MiniAI customer gets: the mini app their buyers open in
 * Zalo (a phone) and the management app their staff use (a browser window). Shapes only, no text
 * inside the pictures, so one drawing serves both locales; colours are CSS classes that follow the
 * colour mode (styles.module.css).
 */
import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The corner radius. */
  r?: number;
  /** The colour: a class of styles.module.css. */
  tone: string | undefined;
}

/** A rectangle of a drawing. */
function Box({ x, y, w, h, r, tone }: BoxProps): ReactNode {
  return <rect x={x} y={y} width={w} height={h} rx={r} className={tone} />;
}

/** One of several choices side by side: the picked one highlighted, the others in `idle`. */
function Choice({
  picked,
  idle = styles.choice,
  ...box
}: Omit<BoxProps, 'tone'> & { picked: boolean; idle?: string }): ReactNode {
  return <Box {...box} tone={picked ? styles.choiceActive : idle} />;
}

/** Lines of text drawn as bars 16 apart from (x, y): the first in `firstTone`, the rest in `tone`. */
function TextLines({
  x,
  y,
  widths,
  firstTone = styles.strongLine,
  tone = styles.line,
}: {
  x: number;
  y: number;
  widths: number[];
  firstTone?: string;
  tone?: string;
}): ReactNode {
  return widths.map((width, index) => (
    <rect
      key={index}
      x={x}
      y={y + index * 16}
      width={width}
      height="9"
      rx="4.5"
      className={index === 0 ? firstTone : tone}
    />
  ));
}

/** The phone around a mini app screen: 360×420 canvas, screen from (84,44) to (276,376). */
function Phone({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      <rect x="70" y="10" width="220" height="400" rx="32" className={styles.phone} />
      <rect x="84" y="44" width="192" height="332" rx="14" className={styles.screen} />
      <rect x="150" y="24" width="60" height="8" rx="4" className={styles.speaker} />
      <rect x="84" y="44" width="192" height="40" rx="14" className={styles.appBar} />
      <circle cx="106" cy="64" r="9" className={styles.onPrimary} />
      <rect x="122" y="58" width="80" height="12" rx="6" className={styles.onPrimary} />
      {children}
    </>
  );
}

/** A browser window around the management app: 480×320 canvas, content from (104,46). */
function Browser({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      <rect x="4" y="4" width="472" height="312" rx="14" className={styles.window} />
      <rect x="4" y="4" width="472" height="30" rx="14" className={styles.windowBar} />
      <circle cx="24" cy="19" r="5" className={styles.dotRed} />
      <circle cx="40" cy="19" r="5" className={styles.dotAmber} />
      <circle cx="56" cy="19" r="5" className={styles.dotGreen} />
      <rect x="120" y="12" width="240" height="14" rx="7" className={styles.address} />
      <rect x="4" y="34" width="88" height="282" className={styles.sidebar} />
      <rect x="16" y="48" width="64" height="12" rx="6" className={styles.onPrimary} />
      {[76, 98, 120, 142, 164].map((y, index) => (
        <Box
          key={y}
          x={16}
          y={y}
          w={index === 0 ? 64 : 52}
          h={10}
          r={5}
          tone={index === 0 ? styles.sidebarActive : styles.sidebarItem}
        />
      ))}
      {children}
    </>
  );
}

/** Cards of a phone screen in two columns, `rowStep` apart from `top`: x, y and picture colour. */
function cardsInTwoColumns(
  top: number,
  rowStep: number,
  pictures: (string | undefined)[],
): [number, number, string | undefined][] {
  return pictures.map((picture, index) => [
    96 + (index % 2) * 88,
    top + Math.floor(index / 2) * rowStep,
    picture,
  ]);
}

/** Four product tiles, a cart bar and an order-confirmation bubble (the landing hero). */
function MiniAppShop(): ReactNode {
  const tiles = cardsInTwoColumns(96, 106, [styles.warm, styles.cool, styles.cool, styles.warm]);
  return (
    <Phone>
      {tiles.map(([x, y, image]) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width="80" height="96" rx="10" className={styles.tile} />
          <rect x={x + 8} y={y + 8} width="64" height="48" rx="8" className={image} />
          <rect x={x + 8} y={y + 64} width="50" height="8" rx="4" className={styles.line} />
          <rect x={x + 8} y={y + 78} width="32" height="8" rx="4" className={styles.price} />
        </g>
      ))}
      <rect x="96" y="316" width="168" height="44" rx="22" className={styles.primaryDark} />
      <circle cx="120" cy="338" r="10" className={styles.accent} />
      <rect x="140" y="332" width="70" height="12" rx="6" className={styles.onPrimary} />
      <g>
        <rect x="214" y="120" width="138" height="64" rx="16" className={styles.bubble} />
        <path d="M232 184 l-6 16 l20 -16 z" className={styles.bubble} />
        <circle cx="238" cy="152" r="11" className={styles.success} />
        <path d="M232 152 l5 5 l9 -10" className={styles.tick} />
        <TextLines x={258} y={140} widths={[78, 56]} />
      </g>
      <g>
        <rect x="8" y="250" width="96" height="72" rx="16" className={styles.bubble} />
        <rect x="24" y="274" width="64" height="36" rx="6" className={styles.gift} />
        <rect x="50" y="274" width="12" height="36" className={styles.accent} />
        <rect x="20" y="266" width="72" height="12" rx="4" className={styles.accent} />
      </g>
    </Phone>
  );
}

/** Checkout: the order lines, the payment methods (one chosen) and the pay button. */
function MiniAppCheckout(): ReactNode {
  return (
    <Phone>
      {[96, 136].map((y, index) => (
        <g key={y}>
          <Box x={96} y={y} w={36} h={30} r={6} tone={index ? styles.cool : styles.warm} />
          <rect x="140" y={y + 4} width="70" height="8" rx="4" className={styles.strongLine} />
          <rect x="140" y={y + 18} width="40" height="8" rx="4" className={styles.line} />
          <rect x="224" y={y + 10} width="40" height="10" rx="5" className={styles.price} />
        </g>
      ))}
      <rect x="96" y="180" width="168" height="1.5" className={styles.line} />
      {[192, 222, 252].map((y, index) => (
        <g key={y}>
          <Choice x={96} y={y} w={168} h={24} r={8} picked={index === 0} />
          <circle cx="110" cy={y + 12} r="6" className={index === 0 ? styles.price : styles.line} />
          <Box x={124} y={y + 8} w={70 - index * 10} h={8} r={4} tone={styles.line} />
        </g>
      ))}
      <rect x="96" y="290" width="80" height="10" rx="5" className={styles.strongLine} />
      <rect x="204" y="288" width="60" height="14" rx="7" className={styles.price} />
      <rect x="96" y="316" width="168" height="44" rx="22" className={styles.primaryDark} />
      <rect x="145" y="332" width="70" height="12" rx="6" className={styles.onPrimary} />
    </Phone>
  );
}

/** A gift catalogue for one recipient: a budget bar, gift cards, one picked with a tick. */
function MiniAppGiftPicker(): ReactNode {
  const gifts = cardsInTwoColumns(124, 102, [styles.gift, styles.cool, styles.warm, styles.gift]);
  return (
    <Phone>
      <rect x="96" y="94" width="168" height="20" rx="10" className={styles.tile} />
      <rect x="96" y="94" width="110" height="20" rx="10" className={styles.accent} />
      {gifts.map(([x, y, image], index) => (
        <g key={`${x}-${y}`}>
          <Choice x={x} y={y} w={80} h={92} r={10} picked={index === 1} idle={styles.tile} />
          <rect x={x + 8} y={y + 8} width="64" height="44" rx="8" className={image} />
          <rect x={x + 28} y={y + 8} width="8" height="44" className={styles.accent} />
          <rect x={x + 8} y={y + 60} width="52" height="8" rx="4" className={styles.line} />
          <rect x={x + 8} y={y + 74} width="30" height="8" rx="4" className={styles.price} />
        </g>
      ))}
      <circle cx="254" cy="134" r="11" className={styles.success} />
      <path d="M248 134 l5 5 l9 -10" className={styles.tick} />
      <rect x="96" y="328" width="168" height="36" rx="18" className={styles.primaryDark} />
      <rect x="145" y="340" width="70" height="12" rx="6" className={styles.onPrimary} />
    </Phone>
  );
}

/** An e-voucher: the ticket with its value, a QR code to show at the till and its expiry. */
function MiniAppVoucher(): ReactNode {
  // A fixed pattern that reads as a QR code; it encodes nothing.
  const modules = ['1110101', '1010011', '1110100', '0001011', '1101110', '0110101', '1011011'];
  return (
    <Phone>
      <rect x="100" y="100" width="160" height="76" rx="12" className={styles.gift} />
      <circle cx="100" cy="138" r="10" className={styles.screen} />
      <circle cx="260" cy="138" r="10" className={styles.screen} />
      <rect x="118" y="116" width="70" height="14" rx="7" className={styles.onPrimary} />
      <TextLines
        x={118}
        y={140}
        widths={[100, 60]}
        firstTone={styles.onPrimary}
        tone={styles.onPrimary}
      />
      <rect x="126" y="192" width="108" height="108" rx="8" className={styles.tile} />
      <rect x="134" y="200" width="92" height="92" rx="4" className={styles.qrPaper} />
      {modules.flatMap((row, rowIndex) =>
        [...row].map((cell, column) =>
          cell === '1' ? (
            <Box
              key={`${rowIndex}-${column}`}
              x={140 + column * 11.5}
              y={206 + rowIndex * 11.5}
              w={10}
              h={10}
              tone={styles.qrInk}
            />
          ) : null,
        ),
      )}
      <rect x="120" y="314" width="120" height="10" rx="5" className={styles.line} />
      <rect x="140" y="334" width="80" height="10" rx="5" className={styles.strongLine} />
    </Phone>
  );
}

/** Orders in the management app: filters, then rows with status pills and amounts. */
function ManagementOrders(): ReactNode {
  const statuses = [styles.pillNew, styles.pillConfirmed, styles.pillShipping, styles.pillDone];
  return (
    <Browser>
      <rect x="108" y="48" width="120" height="14" rx="7" className={styles.strongLine} />
      {[108, 176, 244].map((x, index) => (
        <Choice key={x} x={x} y={74} w={60} h={20} r={10} picked={index === 0} />
      ))}
      <rect x="108" y="106" width="352" height="196" rx="10" className={styles.tile} />
      {[0, 1, 2, 3, 4, 5].map((row) => {
        const y = 118 + row * 30;
        return (
          <g key={row}>
            <rect x="120" y={y + 4} width="56" height="9" rx="4.5" className={styles.strongLine} />
            <rect x="190" y={y + 4} width="90" height="9" rx="4.5" className={styles.line} />
            <rect x="296" y={y} width="64" height="17" rx="8.5" className={statuses[row % 4]} />
            <rect x="384" y={y + 4} width="60" height="9" rx="4.5" className={styles.price} />
          </g>
        );
      })}
    </Browser>
  );
}

/** A campaign being set up: steps, the recipient list, a message template preview, the schedule. */
function ManagementCampaign(): ReactNode {
  return (
    <Browser>
      {[0, 1, 2, 3].map((step) => (
        <g key={step}>
          <circle
            cx={124 + step * 60}
            cy="60"
            r="10"
            className={step < 2 ? styles.price : styles.line}
          />
          {step < 3 && (
            <rect x={136 + step * 60} y="59" width="36" height="2" className={styles.line} />
          )}
        </g>
      ))}
      <rect x="108" y="86" width="176" height="214" rx="10" className={styles.tile} />
      {[100, 128, 156, 184, 212, 240].map((y, index) => (
        <g key={y}>
          <Box x={120} y={y} w={14} h={14} r={3} tone={index < 4 ? styles.price : styles.choice} />
          <Box x={142} y={y + 3} w={100 - (index % 3) * 14} h={8} r={4} tone={styles.line} />
        </g>
      ))}
      <rect x="120" y="268" width="150" height="20" rx="10" className={styles.primaryDark} />
      <rect x="296" y="86" width="168" height="150" rx="12" className={styles.bubble} />
      <rect x="308" y="98" width="80" height="18" rx="4" className={styles.cool} />
      <TextLines x={308} y={126} widths={[144, 130, 110]} />
      <rect x="308" y="196" width="144" height="26" rx="8" className={styles.price} />
      <rect x="296" y="248" width="168" height="52" rx="10" className={styles.tile} />
      <circle cx="318" cy="274" r="10" className={styles.accent} />
      <rect x="336" y="268" width="100" height="12" rx="6" className={styles.strongLine} />
    </Browser>
  );
}

/** A report: three headline tiles and a bar chart over the days of a campaign. */
function ManagementReport(): ReactNode {
  const bars = [40, 72, 110, 96, 130, 84, 62, 48];
  return (
    <Browser>
      {[108, 228, 348].map((x, index) => (
        <g key={x}>
          <rect x={x} y="48" width="112" height="64" rx="10" className={styles.tile} />
          <rect x={x + 12} y="60" width="60" height="8" rx="4" className={styles.line} />
          <Box
            x={x + 12}
            y={80}
            w={50 + index * 8}
            h={18}
            r={6}
            tone={index === 1 ? styles.successFill : styles.price}
          />
        </g>
      ))}
      <rect x="108" y="124" width="352" height="178" rx="10" className={styles.tile} />
      {bars.map((height, index) => (
        <Box
          key={index}
          x={130 + index * 40}
          y={286 - height}
          w={24}
          h={height}
          r={4}
          tone={index === 4 ? styles.accent : styles.price}
        />
      ))}
      <rect x="120" y="287" width="328" height="1.5" className={styles.line} />
    </Browser>
  );
}

/** The canvas of each frame: a phone (mini app) or a browser window (management app). */
export const frameViewBox = { phone: '0 0 360 420', window: '0 0 480 320' } as const;

/** Each scene with its frame. */
export const scenes = {
  miniAppShop: { Art: MiniAppShop, frame: 'phone' },
  miniAppCheckout: { Art: MiniAppCheckout, frame: 'phone' },
  miniAppGiftPicker: { Art: MiniAppGiftPicker, frame: 'phone' },
  miniAppVoucher: { Art: MiniAppVoucher, frame: 'phone' },
  managementOrders: { Art: ManagementOrders, frame: 'window' },
  managementCampaign: { Art: ManagementCampaign, frame: 'window' },
  managementReport: { Art: ManagementReport, frame: 'window' },
} as const;

export type IllustrationScene = keyof typeof scenes;
