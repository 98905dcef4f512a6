export function ignoreBrokenPipes(streams?: NodeJS.WriteStream[]): void;
