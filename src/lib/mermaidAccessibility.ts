/**
 * The accessible title and description a Mermaid diagram declares with `accTitle:` and `accDescr:`.
 * The site shows the title as the figure's caption and the description to readers without
 * JavaScript; the content tests require both on every diagram.
 */
export interface DiagramAccessibility {
  title: string | undefined;
  description: string | undefined;
}

export function diagramAccessibility(source: string): DiagramAccessibility {
  const line = (keyword: string): string | undefined =>
    new RegExp(`^\\s*${keyword}\\s*:\\s*(.+?)\\s*$`, 'm').exec(source)?.[1];
  return { title: line('accTitle'), description: line('accDescr') };
}
