/**
 * Words that ask rather than name: question words and stop words, per locale. A question in
 * plain language ("làm sao xác minh chữ ký webhook", "how do I retry an order") is searched for
 * the words that name something ("xác minh chữ ký webhook", "retry order"); a query made only of
 * such words is searched as typed. Vietnamese words are listed with their marks: a word typed
 * with marks must match exactly, so "cửa" is kept while "của" is dropped. A word typed without
 * marks is dropped only when its folded form stands for no other common word on the site (the
 * `unmarked` list): "cua" may be "cửa", "minh" ends "xác minh", "do" ends "tốc độ", so they stay,
 * but a section may lack them and still hold the whole question (mayOnlyAsk).
 * The English list applies to the English index only: in Vietnamese, "the" is also "thẻ".
 */
import { foldText, type SearchLocale } from './text';

const vietnamese = {
  marked: [
    'làm',
    'sao',
    'thế',
    'nào',
    'như',
    'là',
    'gì',
    'có',
    'không',
    'được',
    'tôi',
    'mình',
    'của',
    'cho',
    'với',
    'và',
    'các',
    'những',
    'một',
    'để',
    'khi',
    'nhiêu',
    'đâu',
    'cách',
    'thì',
    'bị',
    'hãy',
    'cần',
    'phải',
    'muốn',
    'nên',
    'mấy',
    'nghĩa',
    'này',
    'đó',
    'sẽ',
    'đã',
    'thể',
    'vì',
    'tại',
    'ở',
    'bao',
    'em',
    'anh',
    'ạ',
    'nhé',
    'vậy',
    // "Gọi API" (call the API) is what every operation is for: it names none of them.
    'gọi',
    'bạn',
    'trên',
    'dưới',
    'trong',
    'ngoài',
    'từ',
    'về',
    'bằng',
    'đến',
    'tới',
    'mà',
    'nếu',
    'hoặc',
    'nhưng',
    'cũng',
    'rồi',
  ],
  unmarked: [
    'lam',
    'sao',
    'nao',
    'nhu',
    'la',
    'gi',
    'khong',
    'duoc',
    'toi',
    'voi',
    'va',
    'cac',
    'nhung',
    'mot',
    'khi',
    'nhieu',
    'cach',
    'bi',
    'hay',
    'can',
    'phai',
    'muon',
    'nen',
    'nghia',
    'nay',
    'se',
    'vay',
    'tren',
    'duoi',
    'trong',
    'ngoai',
    'neu',
    'hoac',
  ],
};

const english = [
  'how',
  'do',
  'does',
  'did',
  'i',
  'we',
  'you',
  'my',
  'our',
  'your',
  'what',
  'which',
  'when',
  'where',
  'why',
  'who',
  'is',
  'are',
  'was',
  'be',
  'the',
  'a',
  'an',
  'to',
  'of',
  'for',
  'in',
  'on',
  'with',
  'and',
  'or',
  'can',
  'could',
  'should',
  'would',
  'it',
  'its',
  'this',
  'that',
  'there',
  'me',
  'mean',
  'means',
  'happens',
  'happen',
  'need',
  'use',
  'get',
  'many',
  'much',
  'times',
  'all',
  'without',
  'if',
  'at',
  'by',
  'from',
  'about',
  'any',
];

const marked = new Set(vietnamese.marked.map((word) => word.normalize('NFC')));
const unmarked = new Set(vietnamese.unmarked);
/** Words without marks that may be a question word or another one: "minh" (mình, xác minh). */
const maybeAsking = new Set(
  vietnamese.marked.map((word) => foldText(word)).filter((word) => !unmarked.has(word)),
);
const englishWords = new Set(english);

/** Whether a query word only asks: `exact` is the word lower-cased with its marks. */
export function isQuestionWord(exact: string, isMarked: boolean, locale: SearchLocale): boolean {
  if (locale === 'en') return englishWords.has(exact);
  return isMarked ? marked.has(exact) : unmarked.has(exact);
}

/**
 * Whether a query word kept by isQuestionWord may still only ask: a Vietnamese word typed without
 * marks that is a question word's form as well as another word's. A section may lack it.
 */
export function mayOnlyAsk(exact: string, isMarked: boolean, locale: SearchLocale): boolean {
  return locale === 'vi' && !isMarked && maybeAsking.has(exact);
}
