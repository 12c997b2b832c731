/**
 * Code samples for every operation, written at build time into the localized specs as
 * `x-codeSamples` (the Redocly extension). The operation pages show them as static code blocks,
 * so a reader gets curl, JavaScript, Python, PHP, Java and Go without the browser downloading
 * the request-code generators; those load only when the reader opens the request console.
 *
 * Each sample sends the operation's first request example (realistic shop data) with the token
 * read from the MINIAI_ACCESS_TOKEN environment variable, and prints the `data` of the envelope;
 * on an error it writes the response's X-Request-Id beside the code, what support asks for.
 * Header parameters the operation declares with an example are sent too, except that the
 * `Idempotency-Key` is made anew by each sample, one per request (a retry resends the same one).
 * Webhooks get none: MiniAI makes those calls, and /docs/webhooks shows how to receive them.
 */
import {
  everyOperation,
  exampleRequest,
  isJsonObject,
  type ExampleRequest,
  type HttpMethod,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';
import { codeSampleLanguages, type CodeSampleLang } from '@site/src/lib/codeSampleLanguages';

export interface CodeSample {
  /** The language's `lang` (src/lib/codeSampleLanguages.ts). */
  lang: CodeSampleLang;
  label: string;
  source: string;
}

const tokenVariable = 'MINIAI_ACCESS_TOKEN';

/** The response header that names the request in MiniAI's logs (the contract's XRequestId). */
export const requestIdHeader = 'X-Request-Id';

/** The request a sample sends: the operation's example request, on the document's first server. */
export function sampleRequest(
  document: JsonObject,
  apiPath: string,
  method: HttpMethod,
): ExampleRequest {
  const entry = everyOperation(document).find(
    (candidate) => candidate.path === apiPath && candidate.method === method,
  );
  if (entry === undefined) throw new Error(`no operation ${method.toUpperCase()} ${apiPath}`);
  const request = exampleRequest(document, entry);
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const server = servers.find(isJsonObject);
  const baseUrl = typeof server?.url === 'string' ? server.url : '';
  return { ...request, url: `${baseUrl}${request.url}` };
}

/** The header each sample fills with a key it makes itself: one new key per request. */
const idempotencyHeader = 'Idempotency-Key';

/** The request's other headers, and whether it sends an idempotency key. */
interface SampleHeaders {
  fixed: [string, string][];
  newKey: boolean;
}

function headersOf(request: ExampleRequest): SampleHeaders {
  return {
    fixed: request.headers.filter(([name]) => name !== idempotencyHeader),
    newKey: request.headers.some(([name]) => name === idempotencyHeader),
  };
}

function json(value: Json, indent = 2): string {
  return JSON.stringify(value, null, indent);
}

/** Re-indents every line but the first, to nest a multi-line literal inside code. */
function nest(text: string, prefix: string): string {
  return text.replace(/\n/g, `\n${prefix}`);
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curl(request: ExampleRequest, { fixed, newKey }: SampleHeaders): string {
  const lines = [
    `curl -X ${request.method.toUpperCase()} ${shellQuote(request.url)}`,
    // The request id on stderr, the body alone on stdout (%header needs curl 7.84 or later).
    `  -w '%{stderr}${requestIdHeader}: %header{${requestIdHeader.toLowerCase()}}\\n'`,
    `  -H "access_token: $${tokenVariable}"`,
    ...(newKey ? [`  -H "${idempotencyHeader}: $IDEMPOTENCY_KEY"`] : []),
    ...fixed.map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
  ];
  if (request.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  --data-raw ${shellQuote(json(request.body))}`);
  }
  const command = lines.join(' \\\n');
  return newKey ? `IDEMPOTENCY_KEY=$(openssl rand -hex 16)\n${command}` : command;
}

function javascript(request: ExampleRequest, { fixed, newKey }: SampleHeaders): string {
  const options = [`  method: '${request.method.toUpperCase()}',`, '  headers: {'];
  options.push(`    access_token: process.env.${tokenVariable},`);
  if (newKey) options.push(`    '${idempotencyHeader}': idempotencyKey,`);
  for (const [name, value] of fixed) options.push(`    '${name}': '${value}',`);
  if (request.body !== undefined) options.push(`    'Content-Type': 'application/json',`);
  options.push('  },');
  if (request.body !== undefined) {
    options.push(`  body: JSON.stringify(${nest(json(request.body), '  ')}),`);
  }
  return [
    ...(newKey ? ['const idempotencyKey = crypto.randomUUID();'] : []),
    `const response = await fetch('${request.url}', {`,
    ...options,
    '});',
    'const result = await response.json();',
    'if (result.error !== 0) {',
    "  const requestId = response.headers.get('" + requestIdHeader + "');",
    '  throw new Error(`MiniAI error ${result.error}: ${result.message} (' +
      requestIdHeader +
      ' ${requestId})`);',
    '}',
    'console.log(result.data);',
  ].join('\n');
}

/** A Python literal for a JSON value (True/False/None instead of true/false/null). */
export function pythonLiteral(value: Json, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function python(request: ExampleRequest, { fixed, newKey }: SampleHeaders): string {
  const headers = [
    `"access_token": os.environ["${tokenVariable}"]`,
    ...(newKey ? [`"${idempotencyHeader}": idempotency_key`] : []),
    ...fixed.map(([name, value]) => `"${name}": "${value}"`),
  ];
  const args = [`    "${request.url}",`, `    headers={${headers.join(', ')}},`];
  if (request.body !== undefined) args.push(`    json=${pythonLiteral(request.body, '    ')},`);
  args.push('    timeout=10,');
  return [
    'import os',
    ...(newKey ? ['import uuid'] : []),
    '',
    'import requests',
    '',
    ...(newKey ? ['idempotency_key = str(uuid.uuid4())'] : []),
    `response = requests.${request.method}(`,
    ...args,
    ')',
    'result = response.json()',
    'if result["error"] != 0:',
    '    request_id = response.headers.get("' + requestIdHeader + '")',
    "    raise RuntimeError(f\"MiniAI error {result['error']}: {result['message']} (" +
      requestIdHeader +
      ' {request_id})")',
    'print(result["data"])',
  ].join('\n');
}

function php(request: ExampleRequest, { fixed, newKey }: SampleHeaders): string {
  const body = request.body === undefined ? undefined : json(request.body);
  return [
    '<?php',
    '',
    ...(newKey ? ['$idempotencyKey = bin2hex(random_bytes(16));', ''] : []),
    // A nowdoc keeps the JSON exactly as written: no escaping, no interpolation.
    ...(body === undefined ? [] : [`$body = <<<'JSON'`, body, 'JSON;', '']),
    '$requestId = null;',
    `$ch = curl_init('${request.url}');`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => '${request.method.toUpperCase()}',`,
    '    CURLOPT_RETURNTRANSFER => true,',
    '    // Keeps the ' + requestIdHeader + ' response header, for the error below.',
    '    CURLOPT_HEADERFUNCTION => function ($ch, $line) use (&$requestId) {',
    "        if (stripos($line, '" + requestIdHeader.toLowerCase() + ":') === 0) {",
    '            $requestId = trim(substr($line, ' + String(requestIdHeader.length + 1) + '));',
    '        }',
    '        return strlen($line);',
    '    },',
    '    CURLOPT_HTTPHEADER => [',
    `        'access_token: ' . getenv('${tokenVariable}'),`,
    ...(newKey ? [`        '${idempotencyHeader}: ' . $idempotencyKey,`] : []),
    ...fixed.map(([name, value]) => `        '${name}: ${value}',`),
    ...(body === undefined ? [] : [`        'Content-Type: application/json',`]),
    '    ],',
    ...(body === undefined ? [] : ['    CURLOPT_POSTFIELDS => $body,']),
    ']);',
    '$result = json_decode(curl_exec($ch), true);',
    'curl_close($ch);',
    '',
    "if ($result['error'] !== 0) {",
    "    throw new RuntimeException(\"MiniAI error {$result['error']}: {$result['message']} (" +
      requestIdHeader +
      ' {$requestId})");',
    '}',
    "print_r($result['data']);",
  ].join('\n');
}

function javaClassName(operationId: string): string {
  return operationId
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function java(request: ExampleRequest, { fixed, newKey }: SampleHeaders): string {
  // A text block (Java 15+); backslashes are the only characters it needs escaped here.
  const body = request.body === undefined ? undefined : json(request.body).replace(/\\/g, '\\\\');
  const publisher = body === undefined ? 'noBody()' : 'ofString(body)';
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    ...(newKey ? ['import java.util.UUID;'] : []),
    '',
    `public class ${javaClassName(request.operationId)} {`,
    '    public static void main(String[] args) throws Exception {',
    ...(body === undefined
      ? []
      : [
          '        String body = """',
          `            ${nest(body, '            ')}`,
          '            """;',
        ]),
    ...(newKey ? ['        String idempotencyKey = UUID.randomUUID().toString();'] : []),
    `        HttpRequest request = HttpRequest.newBuilder(URI.create("${request.url}"))`,
    `            .header("access_token", System.getenv("${tokenVariable}"))`,
    ...(newKey ? [`            .header("${idempotencyHeader}", idempotencyKey)`] : []),
    ...fixed.map(([name, value]) => `            .header("${name}", "${value}")`),
    ...(body === undefined ? [] : ['            .header("Content-Type", "application/json")']),
    `            .method("${request.method.toUpperCase()}", HttpRequest.BodyPublishers.${publisher})`,
    '            .build();',
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '            .send(request, HttpResponse.BodyHandlers.ofString());',
    '        System.out.println(response.statusCode() + " " + response.body());',
    '        if (response.statusCode() >= 400) {',
    '            String requestId = response.headers().firstValue("' +
      requestIdHeader +
      '").orElse("");',
    '            System.err.println("' + requestIdHeader + ': " + requestId);',
    '        }',
    '    }',
    '}',
  ].join('\n');
}

function go(request: ExampleRequest, { fixed, newKey }: SampleHeaders): string {
  const imports = ['"fmt"', '"io"', '"net/http"', '"os"'];
  let bodyArgument = 'nil';
  const setup: string[] = [];
  if (newKey) {
    imports.push('"crypto/rand"', '"encoding/hex"');
    setup.push(
      '\tkey := make([]byte, 16)',
      '\tif _, err := rand.Read(key); err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '\tidempotencyKey := hex.EncodeToString(key)',
    );
  }
  if (request.body !== undefined) {
    imports.push('"strings"');
    const text = json(request.body, 2);
    // A raw string literal unless the JSON itself contains a backtick.
    const literal = text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
    setup.push(`\tbody := strings.NewReader(${nest(literal, '\t')})`);
    bodyArgument = 'body';
  }
  return [
    'package main',
    '',
    'import (',
    ...imports.sort().map((name) => `\t${name}`),
    ')',
    '',
    'func main() {',
    ...setup,
    `\treq, err := http.NewRequest("${request.method.toUpperCase()}", "${request.url}", ${bodyArgument})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    `\treq.Header.Set("access_token", os.Getenv("${tokenVariable}"))`,
    ...(newKey ? [`\treq.Header.Set("${idempotencyHeader}", idempotencyKey)`] : []),
    ...fixed.map(([name, value]) => `\treq.Header.Set("${name}", "${value}")`),
    ...(request.body !== undefined ? ['\treq.Header.Set("Content-Type", "application/json")'] : []),
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    // Printed through os.Stdout: "os" stays used when the reader-values panel fills in the token.
    '\tfmt.Println(res.StatusCode)',
    '\tif res.StatusCode >= 400 {',
    '\t\tfmt.Fprintln(os.Stderr, "' +
      requestIdHeader +
      ':", res.Header.Get("' +
      requestIdHeader +
      '"))',
    '\t}',
    '\tif _, err := io.Copy(os.Stdout, res.Body); err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '}',
  ].join('\n');
}

/** The function that writes each language's sample (the languages: src/lib/codeSampleLanguages.ts). */
const writers: Record<CodeSampleLang, (request: ExampleRequest, headers: SampleHeaders) => string> =
  { curl, javascript, python, php, java, go };

/** The samples of one request, one per language,, as sampleRequest gives it (its URL in full). */
export function codeSamples(request: ExampleRequest): CodeSample[] {
  const headers = headersOf(request);
  return codeSampleLanguages.map(({ lang, label }) => ({
    lang,
    label,
    source: writers[lang](request, headers),
  }));
}

/** Returns a copy of `document` with `x-codeSamples` on every operation. */
export function withCodeSamples(document: JsonObject): JsonObject {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  // Shallow copies of the path items, so that the operations below can be replaced in them.
  const samplePaths: JsonObject = Object.fromEntries(
    Object.entries(paths).map(([apiPath, item]) => [
      apiPath,
      isJsonObject(item) ? { ...item } : item,
    ]),
  );
  for (const { path: apiPath, method, operation } of everyOperation(document)) {
    const samples = codeSamples(sampleRequest(document, apiPath, method));
    (samplePaths[apiPath] as JsonObject)[method] = {
      ...operation,
      'x-codeSamples': samples.map((sample) => ({ ...sample })),
    };
  }
  return { ...document, paths: samplePaths };
}
