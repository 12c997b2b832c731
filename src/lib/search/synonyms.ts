/**
 * Words a reader may use for what the docs name otherwise, both languages in one table: a query
 * holding a phrase of a group is also searched with each other phrase of the group in its place
 * ("cap nhat trang thai" also as "đổi trang thai"). Phrases match on folded words, whole words in
 * order; at most `maxVariants` variants, so a query reads a bounded number of shards, and none
 * for a one-word query. The table sits beside its code: plugins load src/lib/ with jiti, which
 * reaches no further. The glossary's pairs come first (its headings name a term and, in
 * parentheses, the other language's; tests/unit/search-questions.test.ts keeps them here), then
 * the verbs developers ask with where the docs write another.
 */
import { foldText, tokenize } from './text';

export const searchSynonyms: ReadonlyArray<readonly string[]> = [
  // The glossary (src/data/glossary.ts): "Hạn mức (quota)", "Giới hạn tần suất (rate limit)", …
  ['Zalo OA', 'Official Account'],
  ['sự đồng ý', 'consent'],
  ['Zalo Cloud Account', 'ZCA'],
  ['nhãn mẫu', 'template tag'],
  ['chất lượng mẫu', 'template quality'],
  ['hạn mức', 'quota'],
  ['envelope', 'lớp vỏ phản hồi'],
  ['giới hạn tốc độ', 'rate limit', 'giới hạn tần suất'],
  ['COD', 'thanh toán khi nhận hàng', 'cash on delivery'],
  ['endpoint', 'địa chỉ nhận'],
  ['khóa ký webhook', 'webhook signing secret', 'app secret'],
  // Verbs: the docs write "đổi trạng thái", readers ask "cập nhật trạng thái".
  ['cập nhật', 'đổi', 'thay đổi'],
  ['update', 'change'],
  // "Lấy token" is how a developer asks; the docs create one ("Tạo token").
  ['lấy access token', 'tạo access token'],
  ['lấy token', 'tạo token'],
  ['xác minh', 'kiểm tra', 'xác thực'],
  ['verify', 'check', 'validate'],
  ['phân trang', 'pagination'],
  ['page through', 'paginate', 'pagination'],
];

const maxVariants = 3;

const groups = searchSynonyms.map((group) =>
  group.map((phrase) => ({ phrase, words: tokenize(phrase).map(foldText) })),
);

export function synonymVariants(query: string): string[] {
  const words = tokenize(query);
  // A one-word query reads one shard and a page of sections, the search budget's worst case
  // (PERFORMANCE.md): a synonym's shards would take it over. Questions have more words.
  if (words.length < 2) return [];
  const folded = words.map(foldText);
  const variants: string[] = [];
  for (const group of groups) {
    for (const member of group) {
      const length = member.words.length;
      const at = folded.findIndex((_, start) =>
        member.words.every((word, offset) => folded[start + offset] === word),
      );
      if (at === -1) continue;
      for (const other of group) {
        if (other === member || variants.length >= maxVariants) continue;
        variants.push([...words.slice(0, at), other.phrase, ...words.slice(at + length)].join(' '));
      }
      break;
    }
  }
  return variants;
}
