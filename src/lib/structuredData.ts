/**
 * JSON-LD without the properties that say nothing: an empty array or string (the changelog's
 * entries have no authors or tags, and the blog plugin still writes `"author": []`), at any depth.
 */
export function withoutEmptyProperties<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutEmptyProperties(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([, property]) => property !== '' && !(Array.isArray(property) && property.length === 0),
      )
      .map(([name, property]) => [name, withoutEmptyProperties(property)]),
  ) as T;
}
