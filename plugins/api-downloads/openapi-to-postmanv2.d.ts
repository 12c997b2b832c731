// The package ships no types; this is the part of its API the downloads use.
declare module 'openapi-to-postmanv2' {
  interface ConversionResult {
    result: boolean;
    reason?: string;
    output?: Array<{ type: string; data: object }>;
  }
  export function convert(
    input: { type: 'json' | 'string' | 'file'; data: unknown },
    options: Record<string, unknown>,
    callback: (error: Error | null, result?: ConversionResult) => void,
  ): void;
}
