/**
 * The MiniAI Gift slide deck (/gift/slide): one slide at a time with Previous/Next buttons, a
 * position indicator, keyboard navigation and an optional full-screen mode.
 *
 * Server-rendered HTML (and therefore the page without JavaScript) contains every slide stacked
 * one under the other; only after hydration are the non-current slides given the `hidden`
 * attribute and the controls shown.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { getGiftSlides, type GiftSlide } from '@site/src/data/giftSlides';
import { IllustrationArt } from '@site/src/components/Illustration';
import styles from './styles.module.css';

const kindClassName: Record<GiftSlide['kind'], string | undefined> = {
  title: styles.slideTitle,
  content: undefined,
  closing: styles.slideClosing,
};

function slideLabel(current: number, total: number): string {
  return translate(
    {
      id: 'gift.slideDeck.slideLabel',
      message: '{current} / {total}',
      description: 'Accessible name of one slide, e.g. "3 / 10"',
    },
    { current, total },
  );
}

/** A slide's title, points and presenter's note. */
function SlideText({ slide }: { slide: GiftSlide }): ReactNode {
  return (
    <>
      <h3 className={styles.title}>{slide.title}</h3>
      <ul className={styles.points}>
        {slide.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {slide.links !== undefined && (
        <p className={styles.links}>
          {slide.links.map((link, position) => (
            <Link
              key={link.to}
              to={link.to}
              className={clsx('button', position === 0 ? 'button--primary' : 'button--secondary')}>
              {link.label}
            </Link>
          ))}
        </p>
      )}
      {slide.note !== undefined && (
        <p className={styles.note}>
          <span className={styles.noteLabel}>
            {translate({
              id: 'gift.slideDeck.noteLabel',
              message: 'Ghi chú cho người trình bày:',
              description: 'Label in front of a slide’s presenter note',
            })}
          </span>{' '}
          {slide.note}
        </p>
      )}
    </>
  );
}

/** The MiniAI Gift deck (`@site/src/data/giftSlides`), one slide at a time, driven by the keyboard. */
export default function GiftSlideDeck(): ReactNode {
  const isBrowser = useIsBrowser();
  const slides = useMemo(() => getGiftSlides(), []);
  const total = slides.length;
  const lastIndex = Math.max(total - 1, 0);

  const [index, setIndex] = useState(0);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const deckRef = useRef<HTMLElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // Only after hydration: the server has no `document`, and the first client render must match it.
  const canFullscreen = isBrowser && document.fullscreenEnabled;

  useEffect(() => {
    function handleFullscreenChange(): void {
      setIsFullscreen(
        document.fullscreenElement !== null && document.fullscreenElement === deckRef.current,
      );
    }
    document.addEventListener('fullscreenchange', handleFullscreenChange);
    return () => document.removeEventListener('fullscreenchange', handleFullscreenChange);
  }, []);

  function goTo(target: number): void {
    const next = Math.min(Math.max(target, 0), lastIndex);
    setIndex(next);
    // A button that becomes disabled drops keyboard focus on the floor: keep it in the deck.
    const active = document.activeElement;
    if (
      (next === 0 && active === previousRef.current) ||
      (next === lastIndex && active === nextRef.current)
    ) {
      deckRef.current?.focus();
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (!isBrowser || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    let target: number;
    switch (event.key) {
      case 'ArrowLeft':
      case 'PageUp':
        target = index - 1;
        break;
      case 'ArrowRight':
      case 'PageDown':
        target = index + 1;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = lastIndex;
        break;
      default:
        return;
    }
    event.preventDefault();
    goTo(target);
  }

  async function toggleFullscreen(): Promise<void> {
    const deck = deckRef.current;
    if (deck === null) {
      return;
    }
    try {
      if (document.fullscreenElement === null) {
        await deck.requestFullscreen();
        deck.focus();
      } else {
        await document.exitFullscreen();
      }
    } catch {
      // The browser refused (for example inside a sandboxed iframe): the deck stays in the page.
    }
  }

  const current = slides[Math.min(index, lastIndex)];
  const positionText = translate(
    {
      id: 'gift.slideDeck.position',
      message: 'Slide {current} / {total}',
      description: 'Visible position indicator of the slide deck',
    },
    { current: index + 1, total },
  );

  return (
    <section
      ref={deckRef}
      className={clsx(styles.deck, !isBrowser && styles.stacked)}
      // A named <section> is already a region landmark; no role attribute needed.
      aria-roledescription="carousel"
      aria-label={translate({
        id: 'gift.slideDeck.label',
        message: 'Bộ slide giới thiệu MiniAI Gift',
        description: 'Accessible name of the slide deck region',
      })}
      tabIndex={0}
      onKeyDown={handleKeyDown}>
      <div className={styles.slides}>
        {slides.map((slide, slideIndex) => {
          const label = slideLabel(slideIndex + 1, total);
          return (
            <div
              key={slide.id}
              className={clsx(
                styles.slide,
                kindClassName[slide.kind],
                isBrowser && slideIndex === index && styles.current,
              )}
              role="group"
              aria-roledescription="slide"
              aria-label={label}
              hidden={isBrowser && slideIndex !== index}>
              <p className={styles.slideNumber} aria-hidden="true">
                {label}
              </p>
              {slide.illustration === undefined ? (
                <SlideText slide={slide} />
              ) : (
                <div className={styles.withArt}>
                  <div>
                    <SlideText slide={slide} />
                  </div>
                  <IllustrationArt scene={slide.illustration} className={styles.slideArt} />
                </div>
              )}
            </div>
          );
        })}
      </div>

      {isBrowser && current !== undefined && (
        <div className={styles.controls}>
          <button
            ref={previousRef}
            type="button"
            className={clsx('button button--secondary', styles.previousButton)}
            onClick={() => goTo(index - 1)}
            disabled={index === 0}>
            <span aria-hidden="true">← </span>
            {translate({
              id: 'gift.slideDeck.previous',
              message: 'Slide trước',
              description: 'Button that shows the previous slide',
            })}
          </button>
          <p className={styles.position} aria-live="polite" aria-atomic="true">
            {positionText}
            <span className={styles.srOnly}>: {current.title}</span>
          </p>
          <button
            ref={nextRef}
            type="button"
            className={clsx('button button--primary', styles.nextButton)}
            onClick={() => goTo(index + 1)}
            disabled={index === lastIndex}>
            {translate({
              id: 'gift.slideDeck.next',
              message: 'Slide tiếp',
              description: 'Button that shows the next slide',
            })}
            <span aria-hidden="true"> →</span>
          </button>
          {canFullscreen && (
            <button
              type="button"
              className={clsx('button button--secondary button--outline', styles.fullscreenButton)}
              onClick={() => void toggleFullscreen()}>
              {isFullscreen
                ? translate({
                    id: 'gift.slideDeck.exitFullscreen',
                    message: 'Thoát toàn màn hình',
                    description: 'Button that leaves full-screen presentation mode',
                  })
                : translate({
                    id: 'gift.slideDeck.enterFullscreen',
                    message: 'Toàn màn hình',
                    description: 'Button that presents the deck in full screen',
                  })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
