/**
 * Every Mermaid diagram in the content, in both locales, declares an accessible title (its figure
 * caption and its name for screen readers) and a description (what a reader without JavaScript
 * gets instead of the drawing).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { diagramAccessibility } from '@site/src/lib/mermaidAccessibility';
import { contentAreas, markdownFiles, readMarkdown } from '@site/tests/support/content';

const diagrams = contentAreas.flatMap((area) =>
  [area.source, area.english].flatMap((root) =>
    markdownFiles(root).flatMap((file) => {
      const { body } = readMarkdown(path.join(root, file));
      return [...body.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => ({
        file: path.join(root, file),
        line: body.slice(0, match.index).split('\n').length,
        source: match[1] ?? '',
      }));
    }),
  ),
);

describe('Mermaid diagrams', () => {
  it('are found in the content (so the checks below check something)', () => {
    assert.ok(diagrams.length > 0);
  });

  for (const diagram of diagrams) {
    it(`${diagram.file} (body line ${diagram.line}) has accTitle and accDescr`, () => {
      const { title, description } = diagramAccessibility(diagram.source);
      assert.ok(title !== undefined && title.length >= 10, 'accTitle: missing or too short');
      assert.ok(
        description !== undefined && description.length >= 40,
        'accDescr: missing or too short to stand in for the drawing',
      );
    });
  }
});

describe('diagramAccessibility', () => {
  it('reads single-line accTitle and accDescr, and nothing when they are absent', () => {
    assert.deepEqual(
      diagramAccessibility(
        'flowchart LR\n  accTitle: A title\n  accDescr:  A description \n  A --> B',
      ),
      { title: 'A title', description: 'A description' },
    );
    assert.deepEqual(diagramAccessibility('flowchart LR\n  A --> B'), {
      title: undefined,
      description: undefined,
    });
  });
});
