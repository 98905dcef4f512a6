import type { NextApiRequest, NextApiResponse } from 'next';

/** The app's "is the server there" probe (services/backend/connection.ts): an empty answer, never cached. */
export default function reachable(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(204).end();
}
