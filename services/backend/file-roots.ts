/** Both adapters refuse, before any request, a path outside the storage's top folders (the rules decide the rest). */
import { FILE_ROOTS } from '../../constants/settings';
import { BackendError } from './types';

export function checkFilePath(path: string): void {
  const [root, ...rest] = typeof path === 'string' ? path.split('/') : [];
  if (!(FILE_ROOTS as readonly string[]).includes(root) || rest.join('') === '') {
    throw new BackendError(
      'storage/invalid-argument',
      `Files are stored under ${FILE_ROOTS.join('/, ')}/; got "${path}".`,
    );
  }
}
