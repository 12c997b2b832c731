/** Reads a security.txt (RFC 9116) into its fields, name → values in order, for the tests. */
export function securityTxtFields(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (match === null) continue;
    const [, name = '', value = ''] = match;
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return fields;
}
