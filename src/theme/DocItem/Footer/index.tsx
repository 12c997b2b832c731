// Swizzle (wrap): "Was this helpful?" after every docs, API, guide, gift and solution page, loaded
// only when the reader scrolls near it, so a page's first JavaScript stays as it was.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';

const PageFeedback = lazy(() => import('@site/src/components/PageFeedback'));

export default function FooterWrapper(): ReactNode {
  const { feedbackEndpoint } = useSiteSettings();
  const { metadata } = useDoc();
  // After hydration only: the box needs JavaScript to send, and the server renders nothing for it.
  const isBrowser = useIsBrowser();
  const anchor = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!isBrowser || feedbackEndpoint === null || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isBrowser, feedbackEndpoint]);
  return (
    <>
      <Footer />
      {isBrowser && feedbackEndpoint !== null && (
        <div ref={anchor}>
          {near && (
            <Suspense fallback={null}>
              <PageFeedback endpoint={feedbackEndpoint} page={metadata.permalink} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
