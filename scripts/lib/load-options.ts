/** Command-line options of `npm run bench:load`. */
export interface LoadOptions {
  /** Virtual users of each level, run one after the other. */
  levels: number[];
  durationSeconds: number;
  warmupSeconds: number;
  build: boolean;
  /** A second, already running server that gets the same mix, printed side by side. */
  against: string | null;
  /** A data folder (e.g. filled by `npm run seed:scale`) served from a copy, instead of a fresh one with the demo. */
  data: string | null;
}

const USAGE =
  'usage: npm run bench:load -- [--users=10,50,100] [--duration=60] [--warmup=15] [--no-build] [--against <url>] [--data=<folder>]';

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`--${name} must be a positive whole number, not "${text}"\n${USAGE}`);
  return n;
}

export function parseLoadOptions(argv: readonly string[]): LoadOptions {
  const options: LoadOptions = {
    levels: [10, 50, 100],
    durationSeconds: 60,
    warmupSeconds: 15,
    build: true,
    against: null,
    data: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i] ?? '';
    switch (flag) {
      case '--users':
        options.levels = value()
          .split(',')
          .map((n) => positive('users', n.trim()));
        break;
      case '--duration':
        options.durationSeconds = positive('duration', value());
        break;
      case '--warmup':
        options.warmupSeconds = Number(value());
        if (!(options.warmupSeconds >= 0)) throw new Error(`--warmup must be a number of seconds\n${USAGE}`);
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--against':
        options.against = new URL(value()).origin;
        break;
      case '--data':
        options.data = value();
        if (!options.data) throw new Error(`--data needs a folder\n${USAGE}`);
        break;
      default:
        throw new Error(`unknown option ${argv[i]}\n${USAGE}`);
    }
  }
  return options;
}
