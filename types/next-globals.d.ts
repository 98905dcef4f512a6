// next-env.d.ts is written only by `next dev` / `next build` and is git-ignored, so a fresh clone's type check would
// not know CSS modules or image imports; these are the same references, committed.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
