// Swizzle (wrap): in the blog layout the table of contents sits outside every landmark (axe
// region); a labelled <nav> makes it one, on docs pages too.
import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.landmark}
      aria-label={translate({ id: 'toc.landmark', message: 'Mục lục của trang' })}>
      <TOC {...props} />
    </nav>
  );
}
