// Swizzle (wrap): the theme's CodeBlock, after the Prism languages it highlights are registered
// (./prismLanguages); main.js no longer registers them on every page (plugins/prism-on-demand).
import type { ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import './prismLanguages';

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
