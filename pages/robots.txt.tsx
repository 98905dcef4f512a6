import { robotsProps } from '@/server/public-jobs/crawler-pages';

// The server writes the file and ends the response: there is nothing to render.
export const getServerSideProps = robotsProps;

export default function Robots() {
  return null;
}
