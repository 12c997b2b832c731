/**
 * Every <form> the site's components render has a submit control (WCAG technique H32): Enter and
 * assistive technology expect one. Read from the JSX in src/, because some forms (the pricing
 * estimator was one) render only in the browser, where a build test cannot see them.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import ts from 'typescript';
import { siteDir } from '@site/tests/support/content';

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

type Tag = ts.JsxOpeningElement | ts.JsxSelfClosingElement;

/** The literal value of a JSX attribute; null when absent, undefined when not a literal. */
function attribute(tag: Tag, name: string): string | null | undefined {
  const found = tag.attributes.properties.find(
    (property) => ts.isJsxAttribute(property) && property.name.getText() === name,
  );
  if (found === undefined || !ts.isJsxAttribute(found)) return null;
  return found.initializer !== undefined && ts.isStringLiteral(found.initializer)
    ? found.initializer.text
    : undefined;
}

/** A button that submits (its type is absent or "submit"), or an input of type submit or image. */
function isSubmitControl(tag: Tag): boolean {
  const name = tag.tagName.getText();
  const type = attribute(tag, 'type');
  if (name === 'button') return type === null || type === 'submit';
  return name === 'input' && (type === 'submit' || type === 'image');
}

function tagsWithin(node: ts.Node): Tag[] {
  const found: Tag[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isJsxOpeningElement(child) || ts.isJsxSelfClosingElement(child)) found.push(child);
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

it('every <form> in src/ has a submit control', () => {
  const forms: { where: string; submits: boolean }[] = [];
  for (const file of tsxFiles(path.join(siteDir, 'src'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'form') {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        forms.push({
          where: `${path.relative(siteDir, file)}:${line + 1}`,
          submits: tagsWithin(node).some(isSubmitControl),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  // The search page's form is one: no forms found would mean this test reads nothing.
  assert.ok(
    forms.some((form) => form.where.startsWith(path.join('src', 'pages', 'search.tsx'))),
    `forms found: ${forms.map((form) => form.where).join(', ')}`,
  );
  assert.deepEqual(
    forms.filter((form) => !form.submits).map((form) => form.where),
    [],
  );
});
