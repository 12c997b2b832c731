/**
 * The command line of the bench scripts: each option is named with its default, whose type says
 * what the option takes, so a script reads `--runs 5` as the number 5 without converting it.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A number or a string takes a value, a boolean is a flag, a list is a repeatable option. */
type BenchOptionDefault = number | string | boolean | readonly string[];

type BenchOptionValues<Defaults> = {
  [Name in keyof Defaults]: Defaults[Name] extends number
    ? number
    : Defaults[Name] extends boolean
      ? boolean
      : Defaults[Name] extends readonly string[]
        ? string[]
        : string;
};

/** Parses process.argv by the options' defaults; a number option that is not a number is NaN. */
export function parseBenchArgs<const Defaults extends Record<string, BenchOptionDefault>>(
  defaults: Defaults,
): BenchOptionValues<Defaults> {
  const entries = Object.entries(defaults);
  const options: ParseArgsConfig['options'] = Object.fromEntries(
    entries.map(([name, value]) => [
      name,
      typeof value === 'boolean'
        ? { type: 'boolean', default: value }
        : typeof value === 'object'
          ? { type: 'string', multiple: true, default: [...value] }
          : { type: 'string', default: String(value) },
    ]),
  );
  const { values } = parseArgs({ options });
  return Object.fromEntries(
    entries.map(([name, value]) => [
      name,
      typeof value === 'number' ? Number(values[name]) : values[name],
    ]),
  ) as BenchOptionValues<Defaults>;
}
