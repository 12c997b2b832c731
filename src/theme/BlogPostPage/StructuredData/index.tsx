// Swizzle (replace): the theme's BlogPosting block, from its public hook, completed with what search
// engines recommend and the theme leaves out: the post's social card as `image` when the post has
// no image of its own, and absolute author images (the theme keeps authors.yml's relative paths);
// StructuredData leaves out the empty author and keywords lists of the changelog's entries.
import type { ReactNode } from 'react';
import { useBlogPost, useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { socialCardPath } from '@site/src/lib/socialCardPath';
import StructuredData from '@site/src/components/StructuredData';

type Person = Record<string, unknown> & { image?: unknown };

export default function BlogPostStructuredData(): ReactNode {
  // schema-dts types the block as a closed union; it is read here as plain JSON.
  const data = useBlogPostStructuredData() as unknown as Record<string, unknown>;
  const { metadata } = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const card = useBaseUrl(socialCardPath(metadata.permalink, siteConfig.baseUrl), {
    absolute: true,
  });
  const absolute = (url: unknown): unknown =>
    typeof url === 'string' && url.startsWith('/') ? `${siteConfig.url}${url}` : url;
  const withAbsoluteImage = (person: Person): Person =>
    person.image === undefined ? person : { ...person, image: absolute(person.image) };
  const author = data.author as Person | Person[] | undefined;
  const completed = {
    ...data,
    image: data.image ?? { '@type': 'ImageObject', url: card, contentUrl: card },
    ...(author === undefined
      ? {}
      : {
          author: Array.isArray(author) ? author.map(withAbsoluteImage) : withAbsoluteImage(author),
        }),
  };
  return <StructuredData data={completed} />;
}
