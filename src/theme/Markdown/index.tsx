// Swizzle (replace): the theme renders every schema and parameter description with react-markdown,
// remark-gfm and rehype-raw, about 40 KiB of gzipped JS on each operation page. The descriptions of
// openapi/miniai.yaml use a small CommonMark subset (see ./parse.ts), rendered here without them.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { parseMarkdown, type Inline } from './parse';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  // The theme passes strings; anything else (already rendered) is shown as it is.
  if (typeof children !== 'string') return children ?? null;
  return parseMarkdown(children).map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return <p key={index}>{renderInline(block.children)}</p>;
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </List>
        );
      }
      case 'code':
        return (
          <CodeBlock key={index} language={block.language}>
            {block.value}
          </CodeBlock>
        );
    }
  });
}
