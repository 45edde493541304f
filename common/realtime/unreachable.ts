/** The `default` of an exhaustive switch: a case the switch misses fails to compile. */
export function unreachable(value: never): never {
  throw new Error(`Unexpected ${JSON.stringify(value)}`);
}
